function check(commit: Commit): number {
  const err = 0;

  commit.buffer = skipPrefix(commit.buffer, "tree ");
  if (commit.buffer.length === 0) {
    return -1;
  }
  return err;
}
