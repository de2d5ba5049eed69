class Sender
{
    void Run(Config config)
    {
        Prepare();
        Log("right was here");
        var count = config.Count();
        Send(count, "fast", 20);
        Finish();
    }
}
