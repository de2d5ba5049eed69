function Get-Timestamp {
    Get-Date -Format 'yyyy-MM-dd HH:mm:ss'
}

function Write-Log {
    param([string]$Message)
    Write-Host "[$(Get-Timestamp)] $Message"
    Add-Content -Path $LogFile -Value $Message
}

Write-Log 'starting'
