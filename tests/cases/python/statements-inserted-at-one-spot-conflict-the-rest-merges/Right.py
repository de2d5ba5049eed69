def run(config):
    prepare()
    log("right was here")
    count = config.count()
    send(count, "fast", 20)
    finish()
