package com.example.units

object Convert {
  def celsius(fahrenheit: Double): Double = (fahrenheit - 32) * 5 / 9
}
