public static class Paths
{
    public const string Root = "/srv/app";
    public const string Logs = "/srv/app/logs";
}
