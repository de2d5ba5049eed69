def run(cfg):
    if cfg.verbose:
        log("starting")
        log("verbose")
    conn = connect("redis://localhost/queue?serializer=2")
    return conn.ping()
