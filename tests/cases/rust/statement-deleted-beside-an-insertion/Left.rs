fn check(commit: &mut Commit) -> i32 {
    let err = 0;

    if commit.buffer.is_empty() {
        return -1;
    }
    err
}
