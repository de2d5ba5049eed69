function Get-Port {
    [OutputType([int])]
    param(
        [ValidateSet("http", "https")][string]$Service
    )
    $map = @{ http = 80; https = 443 }
    $map[$Service]
}
