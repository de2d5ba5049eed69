function check(commit: Commit): number {
  const err = 0;

  if (commit.buffer.length === 0) {
    return -1;
  }
  return err;
}
