from typing import Any, Optional


def first(xs: list[Any]) -> Optional[Any]:
    return xs[0] if xs else None
