from pathlib import Path


def read_config(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def config_dir() -> Path:
    return Path.home() / ".config" / "shop"


def cache_dir() -> Path:
    return config_dir() / "cache"
