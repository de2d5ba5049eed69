from pathlib import Path


def load_settings(path: str) -> "Settings":
    with open(path) as f:
        return parse(f.read())
