import logging

log = logging.getLogger(__name__)


def legacy_export(rows, path):
    log.info("exporting %d rows", len(rows))
    print("exporting", path)
    with open(path, "w") as out:
        for row in rows:
            out.write(",".join(row) + "\n")


def export(rows, path):
    write_csv(rows, path)
