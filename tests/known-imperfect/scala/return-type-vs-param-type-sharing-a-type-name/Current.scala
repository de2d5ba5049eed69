package com.example.units

object Convert {
<<<<<<< left
  def celsius(fahrenheit: Double): BigDecimal = (fahrenheit - 32) * 5 / 9
||||||| base
  def celsius(fahrenheit: Double): Double = (fahrenheit - 32) * 5 / 9
=======
  def celsius(fahrenheit: BigDecimal): Double = (fahrenheit - 32) * 5 / 9
>>>>>>> right
}
