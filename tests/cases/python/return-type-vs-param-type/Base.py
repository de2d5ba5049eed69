from pathlib import Path


def load_settings(path: str) -> dict:
    with open(path) as f:
        return parse(f.read())
