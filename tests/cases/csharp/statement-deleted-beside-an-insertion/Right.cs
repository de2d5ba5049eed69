class Checker
{
    int Check(Commit commit)
    {
        var err = 0;

        if (commit.Date == long.MaxValue)
            return Error("invalid date");

        commit.Buffer = SkipPrefix(commit.Buffer, "tree ");
        if (commit.Buffer.Length == 0)
            return -1;
        return err;
    }
}
