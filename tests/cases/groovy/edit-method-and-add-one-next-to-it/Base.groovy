class Greeter {
    String greet(String name) {
        "Hello, ${name}"
    }

    String farewell(String name) {
        "Goodbye, ${name}"
    }
}
