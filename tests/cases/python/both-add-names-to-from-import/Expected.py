from typing import Any, Iterable, Optional, Sequence


def first(xs: list[Any]) -> Optional[Any]:
    return xs[0] if xs else None
