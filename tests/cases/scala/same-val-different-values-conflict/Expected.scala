package com.example.server

object Settings {
  val port: Int = 8080
<<<<<<< left
  val maxConnections: Int = 512
||||||| base
  val maxConnections: Int = 256
=======
  val maxConnections: Int = 128
>>>>>>> right
  val idleTimeoutSeconds: Int = 30
}
