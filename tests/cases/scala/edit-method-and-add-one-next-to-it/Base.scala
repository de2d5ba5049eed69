package com.example.text

object Words {
  def count(text: String): Int = text.split(" ").length

  def longest(text: String): String = text.split(" ").maxBy(_.length)
}
