export function run(config: Config): void {
  prepare();
<<<<<<< left
  log("left was here");
||||||| base
=======
  log("right was here");
>>>>>>> right
  const count = config.count();
  send(count, "slow", 20);
  finish();
}
