function Get-Port {
    [OutputType([int])]
    param(
        [string]$Service
    )
    $map = @{ http = 80; https = 443 }
    $map[$Service]
}
