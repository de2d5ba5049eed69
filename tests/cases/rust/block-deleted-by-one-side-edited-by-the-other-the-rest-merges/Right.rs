pub fn run(cfg: &Config) -> Result<(), Error> {
    let conn = connect("redis://localhost/queue?serializer=2", 1, 2)?;
    conn.ping()
}
