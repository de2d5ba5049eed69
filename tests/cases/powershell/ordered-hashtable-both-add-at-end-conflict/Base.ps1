# Columns print in this order.
$row = [ordered]@{
    Name   = $vm.Name
    State  = $vm.State
}

[pscustomobject]$row | Format-Table
