def greeting():
    return "Hello, welcome to teh team"
