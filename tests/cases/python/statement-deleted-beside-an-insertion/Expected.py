def check(commit):
    err = 0

    commit.buffer = skip_prefix(commit.buffer, "tree ")
    if not commit.buffer:
        return -1
    return err
