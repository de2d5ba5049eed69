class Sender
{
    void Run(Config config)
    {
        Prepare();
        var count = config.Count();
        Send(count, "fast", 10);
        Finish();
    }
}
