import logging

log = logging.getLogger(__name__)


def export(rows, path):
    write_csv(rows, path)
