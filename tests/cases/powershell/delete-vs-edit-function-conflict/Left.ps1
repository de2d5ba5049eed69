function Get-Timestamp {
    Get-Date -Format 'yyyy-MM-dd HH:mm:ss'
}

Write-Log 'starting'
