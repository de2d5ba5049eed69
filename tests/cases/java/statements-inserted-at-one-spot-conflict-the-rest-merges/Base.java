class Sender {
    void run(Config config) {
        prepare();
        int count = config.count();
        send(count, "fast", 10);
        finish();
    }
}
