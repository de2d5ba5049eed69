# Columns print in this order.
$row = [ordered]@{
    Name   = $vm.Name
    State  = $vm.State
<<<<<<< left
    Uptime = $vm.Uptime
||||||| base
=======
    Memory = $vm.MemoryAssigned
>>>>>>> right
}

[pscustomobject]$row | Format-Table
