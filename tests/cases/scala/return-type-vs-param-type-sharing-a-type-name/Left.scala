package com.example.units

object Convert {
  def celsius(fahrenheit: Double): BigDecimal = (fahrenheit - 32) * 5 / 9
}
