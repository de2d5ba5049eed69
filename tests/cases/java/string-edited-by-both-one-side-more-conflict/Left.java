class Greeter {
    String greeting() {
        return "Hello, welcome to teh team";
    }
}
