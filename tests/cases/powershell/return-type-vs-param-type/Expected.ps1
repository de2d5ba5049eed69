function Get-Port {
    [OutputType([uint16])]
    param(
        [ValidateSet("http", "https")][string]$Service
    )
    $map = @{ http = 80; https = 443 }
    $map[$Service]
}
