class Runner {
    int run(Config cfg) {
        Connection conn = connect("redis://localhost/queue?serializer=2", 1, 2);
        return conn.ping();
    }
}
