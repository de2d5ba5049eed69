package com.example.server;

import java.time.Duration;

public final class ServerOptions {
    private String host = "0.0.0.0";
    private int port = 8080;
    private int backlog = 16;
    private Duration timeout = Duration.ofSeconds(30);

    public static ServerOptions defaults() {
        ServerOptions options = new ServerOptions();
        options.host = "0.0.0.0";
        options.port = 8080;
        options.backlog = 16;
        options.timeout = Duration.ofSeconds(30);
        return options;
    }

    public String address() {
        return host + ":" + port;
    }
}
