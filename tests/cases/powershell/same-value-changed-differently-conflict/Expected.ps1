$ErrorActionPreference = 'Stop'
$RetryCount = 3
<<<<<<< left
$TimeoutSeconds = 60
||||||| base
$TimeoutSeconds = 30
=======
$TimeoutSeconds = 10
>>>>>>> right

foreach ($i in 1..$RetryCount) {
    Test-Connection -TargetName $server -TimeoutSeconds $TimeoutSeconds
}
