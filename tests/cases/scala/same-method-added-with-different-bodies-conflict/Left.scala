package com.example.money

final case class Money(cents: Long, currency: String) {
  def +(other: Money): Money = copy(cents = cents + other.cents)

  def format: String = f"${cents / 100.0}%.2f $currency"
}
