import logging

log = logging.getLogger(__name__)


def publish(batch, sink):
    """Write the valid events of a batch to the sink."""
    written = 0
    for event in batch.events:
        if not event.is_valid():
            log.warning("dropping invalid event %s", event.id)
            continue
        sink.write(event.to_json())
        written += 1
<<<<<<< left
    sink.flush()
||||||| base
        sink.flush()
=======
        if written % 100 == 0:
            sink.flush()
>>>>>>> right
    return written
