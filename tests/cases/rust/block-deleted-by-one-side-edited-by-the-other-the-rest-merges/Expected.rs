pub fn run(cfg: &Config) -> Result<(), Error> {
<<<<<<< left
    if cfg.verbose {
        log("starting");
        log("verbose");
        log("more");
    }
||||||| base
    if cfg.verbose {
        log("starting");
        log("verbose");
    }
=======
>>>>>>> right
    let conn = connect("redis://localhost/queue?serializer=3", 1, 2)?;
    conn.ping()
}
