package com.example.orders

enum class OrderStatus {
    CREATED,
    PAID,
<<<<<<< left
    PACKED,
||||||| base
=======
    SHIPPED,
>>>>>>> right
    DELIVERED,
}
