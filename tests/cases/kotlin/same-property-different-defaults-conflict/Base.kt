package com.example.http

data class ClientConfig(
    val baseUrl: String,
    val timeoutMillis: Long = 5_000,
    val retries: Int = 2,
)
