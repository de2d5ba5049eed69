pub fn greeting() -> &'static str {
    "Hello, welcome to teh team"
}
