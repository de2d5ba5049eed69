DEFAULTS = {
    "pool_size": 5,
    "timeout": 30,
    "echo": False,
}
