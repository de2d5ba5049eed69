fn run(config: &Config) {
    prepare();
    let count = config.count();
    send(count, "fast", 10);
    finish();
}
