class Parser:
    def __init__(self):
        self.pos = 0

<<<<<<< left
||||||| base
    def parse_header(self, line):
        name, sep, value = line.partition(":")
        if not sep:
            raise ParseError("no colon", self.pos)
        self.pos += len(line)
        return Header(name, value.strip())

=======
    def parse_header(self, line, strict=False):
        name, sep, value = line.partition(":")
        if not sep:
            raise ParseError("no colon", self.pos, strict)
        self.pos += len(line)
        return Header(name, value.strip())

>>>>>>> right
    def read_header(self, line):
        return Header.split(line)

    def reset(self):
        self.pos = 0
