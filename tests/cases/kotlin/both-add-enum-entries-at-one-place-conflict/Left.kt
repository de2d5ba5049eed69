package com.example.orders

enum class OrderStatus {
    CREATED,
    PAID,
    PACKED,
    DELIVERED,
}
