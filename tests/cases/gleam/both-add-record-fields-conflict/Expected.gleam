pub type User {
<<<<<<< left
  User(name: String, email: String, age: Int)
||||||| base
  User(name: String, email: String)
=======
  User(name: String, email: String, admin: Bool)
>>>>>>> right
}
