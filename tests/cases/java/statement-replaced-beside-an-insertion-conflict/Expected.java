class Checker {
    int check(Commit commit) {
        int err = 0;

<<<<<<< left
        validateDate(commit.date);
||||||| base
        if (commit.date == Long.MAX_VALUE) {
            return error("invalid date");
        }
=======
        if (commit.date == Long.MAX_VALUE) {
            return error("invalid date");
        }

        commit.buffer = skipPrefix(commit.buffer, "tree ");
>>>>>>> right

        if (commit.buffer.isEmpty()) {
            return -1;
        }
        return err;
    }
}
