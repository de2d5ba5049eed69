package com.example.inventory

final class Stock(private var levels: Map[String, Int]) {
  def level(sku: String): Int = levels.getOrElse(sku, 0)

  def receive(sku: String, qty: Int): Unit =
    levels = levels.updated(sku, level(sku) + qty)

  def outOfStock: Set[String] = levels.collect { case (sku, 0) => sku }.toSet
}
