export function run(cfg: Config): number {
  if (cfg.verbose) {
    log("starting");
    log("verbose");
    log("more");
  }
  const conn = connect("redis://localhost/queue?serializer=3");
  return conn.ping();
}
