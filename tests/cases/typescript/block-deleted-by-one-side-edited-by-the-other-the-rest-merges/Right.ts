export function run(cfg: Config): number {
  const conn = connect("redis://localhost/queue?serializer=2", 1, 2);
  return conn.ping();
}
