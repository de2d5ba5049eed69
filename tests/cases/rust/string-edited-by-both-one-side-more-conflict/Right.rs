pub fn greeting() -> &'static str {
    "Hello, welcome to the team"
}
