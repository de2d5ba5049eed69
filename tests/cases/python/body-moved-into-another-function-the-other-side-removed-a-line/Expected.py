import logging

log = logging.getLogger(__name__)


def export(rows, path):
    log.info("exporting %d rows", len(rows))
    with open(path, "w") as out:
        for row in rows:
            out.write(",".join(row) + "\n")
