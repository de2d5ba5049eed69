pub type User {
  User(name: String, email: String, age: Int)
}
