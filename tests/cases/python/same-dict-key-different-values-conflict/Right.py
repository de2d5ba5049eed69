DEFAULTS = {
    "pool_size": 20,
    "timeout": 30,
    "echo": True,
}
