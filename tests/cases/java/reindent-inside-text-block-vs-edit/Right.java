package com.example.config;

final class Defaults {
    private Defaults() {}

    static final String APPLICATION_YAML = """
        server:
          port: 8080
        management:
        endpoints:
            jmx:
              exposure:
                exclude: "*"
            web:
              exposure:
                include: health
        """;

    static int port() {
        return 8080;
    }
}
