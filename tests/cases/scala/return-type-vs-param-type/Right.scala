package com.example.cache

trait Cache[K, V] {
  def get(key: K): Option[V]

  def put(key: K, value: V, ttl: scala.concurrent.duration.FiniteDuration): Boolean

  def invalidate(key: K): Unit
}
