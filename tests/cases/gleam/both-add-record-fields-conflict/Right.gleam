pub type User {
  User(name: String, email: String, admin: Bool)
}
