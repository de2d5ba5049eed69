class Runner {
    int run(Config cfg) {
        if (cfg.verbose) {
            log("starting");
            log("verbose");
            log("more");
        }
        Connection conn = connect("redis://localhost/queue?serializer=3");
        return conn.ping();
    }
}
