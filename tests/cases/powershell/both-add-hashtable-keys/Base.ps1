$splat = @{
    Path        = $source
    Destination = $target
    Recurse     = $true
}

Copy-Item @splat
