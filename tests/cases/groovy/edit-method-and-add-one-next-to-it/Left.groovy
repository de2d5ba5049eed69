class Greeter {
    String greet(String name) {
        "Hello, ${name.capitalize()}!"
    }

    String farewell(String name) {
        "Goodbye, ${name}"
    }
}
