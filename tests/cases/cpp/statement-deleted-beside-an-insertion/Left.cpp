int Checker::check(Commit &commit)
{
    int err = 0;

    if (commit.buffer.empty())
        return -1;
    return err;
}
