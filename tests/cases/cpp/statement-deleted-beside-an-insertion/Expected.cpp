int Checker::check(Commit &commit)
{
    int err = 0;

    commit.buffer = skipPrefix(commit.buffer, "tree ");
    if (commit.buffer.empty())
        return -1;
    return err;
}
