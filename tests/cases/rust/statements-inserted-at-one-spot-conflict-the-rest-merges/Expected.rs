fn run(config: &Config) {
    prepare();
<<<<<<< left
    log("left was here");
||||||| base
=======
    log("right was here");
>>>>>>> right
    let count = config.count();
    send(count, "slow", 20);
    finish();
}
