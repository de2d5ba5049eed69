package com.example.json

import scala.collection.mutable
import scala.util.Try

object Fields {
  def parse(raw: String): Try[Map[String, String]] = Try {
    val out = mutable.Map.empty[String, String]
    out.toMap
  }
}
