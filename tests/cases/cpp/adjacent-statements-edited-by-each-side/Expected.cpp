#include <chrono>
#include <string>

struct ServerOptions {
    std::string host;
    int port;
    int backlog;
    std::chrono::milliseconds timeout;
};

ServerOptions defaultOptions() {
    ServerOptions options;
    options.host = "0.0.0.0";
    options.port = portFromEnvironment("SERVER_PORT", 8080);
    options.backlog = SOMAXCONN;
    options.timeout = std::chrono::seconds(30);
    return options;
}

std::string describe(const ServerOptions& options) {
    return options.host + ":" + std::to_string(options.port);
}
