package com.example.json

import scala.collection.mutable
import scala.util.Try
import scala.util.control.NonFatal

object Fields {
  def parse(raw: String): Try[Map[String, String]] = Try {
    val out = mutable.Map.empty[String, String]
    out.toMap
  }

  def isFatal(e: Throwable): Boolean = !NonFatal(e)
}
