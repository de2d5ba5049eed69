class Parser:
    def __init__(self):
        self.pos = 0

    def parse_header(self, line):
        name, sep, value = line.partition(":")
        if not sep:
            raise ParseError("no colon", self.pos)
        self.pos += len(line)
        return Header(name, value.strip())

    def reset(self):
        self.pos = 0
