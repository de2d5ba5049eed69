fn run(config: &Config) {
    prepare();
    log("right was here");
    let count = config.count();
    send(count, "fast", 20);
    finish();
}
