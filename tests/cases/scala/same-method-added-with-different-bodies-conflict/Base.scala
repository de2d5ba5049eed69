package com.example.money

final case class Money(cents: Long, currency: String) {
  def +(other: Money): Money = copy(cents = cents + other.cents)
}
