using System;

namespace Shop.Server
{
    public sealed class ServerOptions
    {
        public string Host { get; set; } = "0.0.0.0";
        public int Port { get; init; } = 8080;
        public int Backlog { get; set; } = 16;
        public TimeSpan Timeout { get; set; } = TimeSpan.FromSeconds(30);
        public int MaxClients { get; set; } = 256;

        public string Address => $"{Host}:{Port}";
    }
}
