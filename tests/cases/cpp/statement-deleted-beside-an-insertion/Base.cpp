int Checker::check(Commit &commit)
{
    int err = 0;

    if (commit.date == kMaxDate)
        return error("invalid date");

    if (commit.buffer.empty())
        return -1;
    return err;
}
