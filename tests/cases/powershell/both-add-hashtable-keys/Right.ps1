$splat = @{
    Path        = $source
    Destination = $target
    Recurse     = $true
    Exclude     = "*.tmp"
}

Copy-Item @splat
