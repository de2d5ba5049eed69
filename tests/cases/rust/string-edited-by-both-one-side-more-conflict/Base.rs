pub fn greeting() -> &'static str {
    "Helo, welcome to teh team"
}
