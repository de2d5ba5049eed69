function Get-Timestamp {
    Get-Date -Format 'yyyy-MM-dd HH:mm:ss'
}

<<<<<<< left
||||||| base
function Write-Log {
    param([string]$Message)
    Write-Host "[$(Get-Timestamp)] $Message"
}

=======
function Write-Log {
    param([string]$Message)
    Write-Host "[$(Get-Timestamp)] $Message"
    Add-Content -Path $LogFile -Value $Message
}

>>>>>>> right
Write-Log 'starting'
