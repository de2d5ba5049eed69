$splat = @{
    Path        = $source
    Destination = $target
    Recurse     = $true
    Force       = $true
    Exclude     = "*.tmp"
}

Copy-Item @splat
