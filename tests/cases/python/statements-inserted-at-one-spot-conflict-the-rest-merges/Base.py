def run(config):
    prepare()
    count = config.count()
    send(count, "fast", 10)
    finish()
