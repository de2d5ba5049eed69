$params = @{
    Uri         = "https://api.example.test/v1/orders"
    Method      = "Get"
    # Seconds before the request is abandoned.
    TimeoutSec  = 30
}

Invoke-RestMethod @params
