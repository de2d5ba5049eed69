package com.example.text

object Words {
  def count(text: String): Int = text.trim.split("\\s+").count(_.nonEmpty)

  def longest(text: String): String = text.split(" ").maxBy(_.length)
}
