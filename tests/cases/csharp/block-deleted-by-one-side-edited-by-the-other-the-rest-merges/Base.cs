class Runner
{
    int Run(Config cfg)
    {
        if (cfg.Verbose)
        {
            Log("starting");
            Log("verbose");
        }
        var conn = Connect("redis://localhost/queue?serializer=2");
        return conn.Ping();
    }
}
