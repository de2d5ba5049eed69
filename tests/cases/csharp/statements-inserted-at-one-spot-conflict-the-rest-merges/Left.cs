class Sender
{
    void Run(Config config)
    {
        Prepare();
        Log("left was here");
        var count = config.Count();
        Send(count, "slow", 10);
        Finish();
    }
}
