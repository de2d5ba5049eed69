class Runner {
    int run(Config cfg) {
        if (cfg.verbose) {
            log("starting");
            log("verbose");
        }
        Connection conn = connect("redis://localhost/queue?serializer=2");
        return conn.ping();
    }
}
