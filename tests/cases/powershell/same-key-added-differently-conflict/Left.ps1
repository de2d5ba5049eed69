$headers = @{
    Accept        = 'application/json'
    Authorization = "Bearer $token"
    'User-Agent'  = 'deploy-script/1.0'
}

Invoke-RestMethod -Uri $uri -Headers $headers
