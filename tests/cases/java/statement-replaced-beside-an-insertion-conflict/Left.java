class Checker {
    int check(Commit commit) {
        int err = 0;

        validateDate(commit.date);
        if (commit.buffer.isEmpty()) {
            return -1;
        }
        return err;
    }
}
