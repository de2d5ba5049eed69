pub fn greeting() -> &'static str {
<<<<<<< left
    "Hello, welcome to teh team"
||||||| base
    "Helo, welcome to teh team"
=======
    "Hello, welcome to the team"
>>>>>>> right
}
