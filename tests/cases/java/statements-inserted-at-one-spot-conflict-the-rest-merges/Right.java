class Sender {
    void run(Config config) {
        prepare();
        log("right was here");
        int count = config.count();
        send(count, "fast", 20);
        finish();
    }
}
