from pathlib import Path


def load_settings(path: Path) -> "Settings":
    with open(path) as f:
        return parse(f.read())
