import os

DEFAULTS = {
    "host": "0.0.0.0",
    "port": int(os.environ.get("PORT", "8080")),
    "backlog": os.cpu_count() * 4,
    "timeout": 30.0,
    "max_clients": 256,
}


def server_options(overrides=None):
    options = dict(DEFAULTS)
    options.update(overrides or {})
    return options


def address(options):
    return "{host}:{port}".format(**options)
