fn run(config: &Config) {
    prepare();
    log("left was here");
    let count = config.count();
    send(count, "slow", 10);
    finish();
}
