class Runner
{
    int Run(Config cfg)
    {
        if (cfg.Verbose)
        {
            Log("starting");
            Log("verbose");
            Log("more");
        }
        var conn = Connect("redis://localhost/queue?serializer=3");
        return conn.Ping();
    }
}
