fn check(commit: &mut Commit) -> i32 {
    let err = 0;

    commit.buffer = skip_prefix(&commit.buffer, "tree ");
    if commit.buffer.is_empty() {
        return -1;
    }
    err
}
