def check(commit):
    err = 0

    if not commit.buffer:
        return -1
    return err
