def greeting():
    return "Hello, welcome to the team"
