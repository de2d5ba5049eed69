$splat = @{
    Path        = $source
    Destination = $target
    Recurse     = $true
    Force       = $true
}

Copy-Item @splat
