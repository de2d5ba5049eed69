class LogScanner:
<<<<<<< left
    def __init__(self, pattern, max_lines=50_000):
||||||| base
    def __init__(self, pattern, max_lines=10_000):
=======
    def __init__(self, pattern, max_lines=100_000):
>>>>>>> right
        self.pattern = pattern
        self.max_lines = max_lines

    def scan(self, path):
        hits: list[str] = []
        with open(path, encoding="utf-8", errors="replace") as f:
            for number, line in enumerate(f):
                if number >= self.max_lines:
                    break
                if self.pattern in line:
                    hits.append(line.rstrip("\n"))
        return hits

    def matches(self, line):
        return self.pattern in line

    def reset(self):
        self.pattern = ""

    def count(self, path):
        return len(self.scan(path))
