DEFAULTS = {
<<<<<<< left
    "pool_size": 10,
||||||| base
    "pool_size": 5,
=======
    "pool_size": 20,
>>>>>>> right
    "timeout": 60,
    "echo": True,
}
