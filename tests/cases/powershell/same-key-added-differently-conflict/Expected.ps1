$headers = @{
    Accept        = 'application/json'
    Authorization = "Bearer $token"
<<<<<<< left
    'User-Agent'  = 'deploy-script/1.0'
||||||| base
=======
    'User-Agent'  = 'ci-runner'
>>>>>>> right
}

Invoke-RestMethod -Uri $uri -Headers $headers
