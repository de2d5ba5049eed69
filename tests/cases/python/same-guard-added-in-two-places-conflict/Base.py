def load(path):
    with open(path) as handle:
        text = handle.read()
    entries = parse(text)
    return entries


def parse(text):
    return [line.split("=", 1) for line in text.splitlines()]
