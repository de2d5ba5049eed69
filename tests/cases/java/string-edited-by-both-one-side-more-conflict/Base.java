class Greeter {
    String greeting() {
        return "Helo, welcome to teh team";
    }
}
