export function run(config: Config): void {
  prepare();
  log("left was here");
  const count = config.count();
  send(count, "slow", 10);
  finish();
}
