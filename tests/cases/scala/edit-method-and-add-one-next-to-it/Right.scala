package com.example.text

object Words {
  def count(text: String): Int = text.split(" ").length

  def capitalize(text: String): String = text.split(" ").map(_.capitalize).mkString(" ")

  def longest(text: String): String = text.split(" ").maxBy(_.length)
}
