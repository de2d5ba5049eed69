# Columns print in this order.
$row = [ordered]@{
    Name   = $vm.Name
    State  = $vm.State
    Uptime = $vm.Uptime
}

[pscustomobject]$row | Format-Table
