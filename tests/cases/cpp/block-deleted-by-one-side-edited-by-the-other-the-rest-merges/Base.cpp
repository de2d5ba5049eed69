int run(const Config &cfg)
{
    if (cfg.verbose) {
        log("starting");
        log("verbose");
    }
    auto conn = connect("redis://localhost/queue?serializer=2");
    return conn.ping();
}
