package com.example.http

data class ClientConfig(
    val baseUrl: String,
    val timeoutMillis: Long = 10_000,
    val retries: Int = 2,
)
