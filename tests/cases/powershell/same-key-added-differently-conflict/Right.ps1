$headers = @{
    Accept        = 'application/json'
    Authorization = "Bearer $token"
    'User-Agent'  = 'ci-runner'
}

Invoke-RestMethod -Uri $uri -Headers $headers
