export function run(config: Config): void {
  prepare();
  const count = config.count();
  send(count, "fast", 10);
  finish();
}
