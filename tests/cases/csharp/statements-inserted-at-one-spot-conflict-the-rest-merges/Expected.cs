class Sender
{
    void Run(Config config)
    {
        Prepare();
<<<<<<< left
        Log("left was here");
||||||| base
=======
        Log("right was here");
>>>>>>> right
        var count = config.Count();
        Send(count, "slow", 20);
        Finish();
    }
}
