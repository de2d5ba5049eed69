package com.example.units

object Convert {
  def celsius(fahrenheit: BigDecimal): BigDecimal = (fahrenheit - 32) * 5 / 9
}
