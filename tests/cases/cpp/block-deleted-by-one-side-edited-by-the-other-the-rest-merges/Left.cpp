int run(const Config &cfg)
{
    if (cfg.verbose) {
        log("starting");
        log("verbose");
        log("more");
    }
    auto conn = connect("redis://localhost/queue?serializer=3");
    return conn.ping();
}
