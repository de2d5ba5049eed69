DEFAULTS = {
    "pool_size": 10,
    "timeout": 60,
    "echo": False,
}
