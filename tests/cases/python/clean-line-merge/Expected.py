import logging

log = logging.getLogger(__name__)


def retry(fn, attempts=5):
    last = None
    for i in range(attempts):
        try:
            return fn()
        except (OSError, TimeoutError) as exc:
            last = exc
            log.warning("attempt %d failed: %s", i + 1, exc)
    raise last
