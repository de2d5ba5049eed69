package com.example.auth

class TokenService(secret: String) {
  def issue(user: String): String = sign(s"$user:${System.currentTimeMillis}")

<<<<<<< left
||||||| base
  def legacyIssue(user: String): String = sign(user)

=======
  def legacyIssue(user: String): String = sign(user.toLowerCase)

>>>>>>> right
  private def sign(payload: String): String = s"$payload.${payload.hashCode ^ secret.hashCode}"
}
