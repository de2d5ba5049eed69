package com.example.orders

enum class OrderStatus {
    CREATED,
    PAID,
    SHIPPED,
    DELIVERED,
}
