pub fn run(cfg: &Config) -> Result<(), Error> {
    if cfg.verbose {
        log("starting");
        log("verbose");
        log("more");
    }
    let conn = connect("redis://localhost/queue?serializer=3")?;
    conn.ping()
}
