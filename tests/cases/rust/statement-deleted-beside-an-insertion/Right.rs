fn check(commit: &mut Commit) -> i32 {
    let err = 0;

    if commit.date == u64::MAX {
        return error("invalid date");
    }

    commit.buffer = skip_prefix(&commit.buffer, "tree ");
    if commit.buffer.is_empty() {
        return -1;
    }
    err
}
