class Parser:
    def __init__(self):
        self.pos = 0

    def read_header(self, line):
        return Header.split(line)

    def reset(self):
        self.pos = 0
