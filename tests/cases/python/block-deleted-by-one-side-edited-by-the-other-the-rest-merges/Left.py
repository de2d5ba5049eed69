def run(cfg):
    if cfg.verbose:
        log("starting")
        log("verbose")
        log("more")
    conn = connect("redis://localhost/queue?serializer=3")
    return conn.ping()
