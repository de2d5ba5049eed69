class Greeter {
    String greeting() {
        return "Hello, welcome to the team";
    }
}
