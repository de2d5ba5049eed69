package com.example.cache

trait Cache[K, V] {
  def get(key: K): Option[V]

  def put(key: K, value: V, ttlSeconds: Int): Option[V]

  def invalidate(key: K): Unit
}
