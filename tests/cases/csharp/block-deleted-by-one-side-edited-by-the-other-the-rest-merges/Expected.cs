class Runner
{
    int Run(Config cfg)
    {
<<<<<<< left
        if (cfg.Verbose)
        {
            Log("starting");
            Log("verbose");
            Log("more");
        }
||||||| base
        if (cfg.Verbose)
        {
            Log("starting");
            Log("verbose");
        }
=======
>>>>>>> right
        var conn = Connect("redis://localhost/queue?serializer=3", 1, 2);
        return conn.Ping();
    }
}
