pub fn run(cfg: &Config) -> Result<(), Error> {
    if cfg.verbose {
        log("starting");
        log("verbose");
    }
    let conn = connect("redis://localhost/queue?serializer=2")?;
    conn.ping()
}
