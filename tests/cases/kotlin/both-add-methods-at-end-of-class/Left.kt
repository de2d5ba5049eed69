package com.example.cart

class Cart(private val items: MutableList<Item> = mutableListOf()) {
    fun add(item: Item) {
        items += item
    }

    fun total(): Long = items.sumOf { it.priceCents * it.quantity }

    fun isEmpty(): Boolean = items.isEmpty()
}
