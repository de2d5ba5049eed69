export function run(config: Config): void {
  prepare();
  log("right was here");
  const count = config.count();
  send(count, "fast", 20);
  finish();
}
