package com.example.auth

class TokenService(secret: String) {
  def issue(user: String): String = sign(s"$user:${System.currentTimeMillis}")

  def legacyIssue(user: String): String = sign(user)

  private def sign(payload: String): String = s"$payload.${payload.hashCode ^ secret.hashCode}"
}
