package com.example.http

data class ClientConfig(
    val baseUrl: String,
<<<<<<< left
    val timeoutMillis: Long = 10_000,
||||||| base
    val timeoutMillis: Long = 5_000,
=======
    val timeoutMillis: Long = 3_000,
>>>>>>> right
    val retries: Int = 2,
)
