package com.example.units

object Convert {
  def celsius(fahrenheit: BigDecimal): Double = (fahrenheit - 32) * 5 / 9
}
