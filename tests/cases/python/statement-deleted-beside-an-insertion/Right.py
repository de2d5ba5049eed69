def check(commit):
    err = 0

    if commit.date == MAX_DATE:
        return error("invalid date")

    commit.buffer = skip_prefix(commit.buffer, "tree ")
    if not commit.buffer:
        return -1
    return err
