int run(const Config &cfg)
{
<<<<<<< left
    if (cfg.verbose) {
        log("starting");
        log("verbose");
        log("more");
    }
||||||| base
    if (cfg.verbose) {
        log("starting");
        log("verbose");
    }
=======
>>>>>>> right
    auto conn = connect("redis://localhost/queue?serializer=3", 1, 2);
    return conn.ping();
}
