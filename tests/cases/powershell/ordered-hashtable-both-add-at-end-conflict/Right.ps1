# Columns print in this order.
$row = [ordered]@{
    Name   = $vm.Name
    State  = $vm.State
    Memory = $vm.MemoryAssigned
}

[pscustomobject]$row | Format-Table
