def run(config):
    prepare()
    log("left was here")
    count = config.count()
    send(count, "slow", 10)
    finish()
