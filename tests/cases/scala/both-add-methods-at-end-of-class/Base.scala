package com.example.inventory

final class Stock(private var levels: Map[String, Int]) {
  def level(sku: String): Int = levels.getOrElse(sku, 0)

  def receive(sku: String, qty: Int): Unit =
    levels = levels.updated(sku, level(sku) + qty)
}
