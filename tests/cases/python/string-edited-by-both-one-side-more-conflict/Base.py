def greeting():
    return "Helo, welcome to teh team"
