$headers = @{
    Accept        = 'application/json'
    Authorization = "Bearer $token"
}

Invoke-RestMethod -Uri $uri -Headers $headers
