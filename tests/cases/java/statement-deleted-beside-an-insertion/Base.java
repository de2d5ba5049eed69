class Checker {
    int check(Commit commit) {
        int err = 0;

        if (commit.date == Long.MAX_VALUE) {
            return error("invalid date");
        }

        if (commit.buffer.isEmpty()) {
            return -1;
        }
        return err;
    }
}
