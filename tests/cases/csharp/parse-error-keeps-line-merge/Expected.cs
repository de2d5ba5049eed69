public static class Paths
{
    public const string Root = "/srv/app";
    public const string Logs = "/srv/app/logs";
<<<<<<< left
    public const string Cache = "/srv/app/cache";
||||||| base
=======
    public const string Temp = "/srv/app/tmp;
>>>>>>> right
}
