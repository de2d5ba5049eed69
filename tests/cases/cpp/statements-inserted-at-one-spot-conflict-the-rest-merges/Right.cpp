void Sender::run(const Config &config) {
    prepare();
    log("right was here");
    int count = config.count();
    send(count, "fast", 20);
    finish();
}
