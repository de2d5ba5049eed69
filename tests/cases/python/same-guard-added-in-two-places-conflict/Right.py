def load(path, strict=False):
    with open(path) as handle:
        text = handle.read()
    if not os.path.exists(path):
        log.warning("no configuration at %s", path)
        return []
    entries = parse(text)
    return entries


def parse(text):
    return [line.split("=", 1) for line in text.splitlines()]
