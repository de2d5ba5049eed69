def run(config):
    prepare()
<<<<<<< left
    log("left was here")
||||||| base
=======
    log("right was here")
>>>>>>> right
    count = config.count()
    send(count, "slow", 20)
    finish()
