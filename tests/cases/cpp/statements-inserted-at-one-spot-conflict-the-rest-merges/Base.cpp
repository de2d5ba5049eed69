void Sender::run(const Config &config) {
    prepare();
    int count = config.count();
    send(count, "fast", 10);
    finish();
}
