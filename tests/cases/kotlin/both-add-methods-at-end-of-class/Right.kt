package com.example.cart

class Cart(private val items: MutableList<Item> = mutableListOf()) {
    fun add(item: Item) {
        items += item
    }

    fun total(): Long = items.sumOf { it.priceCents * it.quantity }

    fun remove(sku: String) {
        items.removeAll { it.sku == sku }
    }
}
