package com.example.http

data class ClientConfig(
    val baseUrl: String,
    val timeoutMillis: Long = 3_000,
    val retries: Int = 2,
)
