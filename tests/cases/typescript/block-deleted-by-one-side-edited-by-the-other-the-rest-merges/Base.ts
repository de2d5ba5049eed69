export function run(cfg: Config): number {
  if (cfg.verbose) {
    log("starting");
    log("verbose");
  }
  const conn = connect("redis://localhost/queue?serializer=2");
  return conn.ping();
}
