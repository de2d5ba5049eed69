$ErrorActionPreference = 'Stop'
$RetryCount = 3
$TimeoutSeconds = 10

foreach ($i in 1..$RetryCount) {
    Test-Connection -TargetName $server -TimeoutSeconds $TimeoutSeconds
}
