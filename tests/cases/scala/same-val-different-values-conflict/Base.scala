package com.example.server

object Settings {
  val port: Int = 8080
  val maxConnections: Int = 256
  val idleTimeoutSeconds: Int = 30
}
