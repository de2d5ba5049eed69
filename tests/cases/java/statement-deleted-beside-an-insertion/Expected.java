class Checker {
    int check(Commit commit) {
        int err = 0;

        commit.buffer = skipPrefix(commit.buffer, "tree ");
        if (commit.buffer.isEmpty()) {
            return -1;
        }
        return err;
    }
}
