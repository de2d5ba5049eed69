class Checker
{
    int Check(Commit commit)
    {
        var err = 0;

        if (commit.Buffer.Length == 0)
            return -1;
        return err;
    }
}
