package com.example.money

final case class Money(cents: Long, currency: String) {
  def +(other: Money): Money = copy(cents = cents + other.cents)

<<<<<<< left
  def format: String = f"${cents / 100.0}%.2f $currency"
||||||| base
=======
  def format: String = s"$currency ${cents / 100}.${cents % 100}"
>>>>>>> right
}
