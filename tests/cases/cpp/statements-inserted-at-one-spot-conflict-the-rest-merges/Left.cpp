void Sender::run(const Config &config) {
    prepare();
    log("left was here");
    int count = config.count();
    send(count, "slow", 10);
    finish();
}
