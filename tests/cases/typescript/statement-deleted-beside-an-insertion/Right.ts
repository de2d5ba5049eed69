function check(commit: Commit): number {
  const err = 0;

  if (commit.date === MAX_DATE) {
    return error("invalid date");
  }

  commit.buffer = skipPrefix(commit.buffer, "tree ");
  if (commit.buffer.length === 0) {
    return -1;
  }
  return err;
}
