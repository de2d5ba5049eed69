class Greeter {
    String greet(String name) {
        "Hello, ${name.capitalize()}!"
    }

    String shout(String name) {
        greet(name).toUpperCase()
    }

    String farewell(String name) {
        "Goodbye, ${name}"
    }
}
