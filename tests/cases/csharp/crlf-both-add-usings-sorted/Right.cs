using System;
using System.Diagnostics;
using System.Threading.Tasks;

public static class Jobs
{
    public static Task Run(Func<Task> job) => job();
}
