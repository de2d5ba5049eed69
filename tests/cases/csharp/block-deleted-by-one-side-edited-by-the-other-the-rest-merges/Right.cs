class Runner
{
    int Run(Config cfg)
    {
        var conn = Connect("redis://localhost/queue?serializer=2", 1, 2);
        return conn.Ping();
    }
}
