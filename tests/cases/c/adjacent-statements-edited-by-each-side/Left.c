#include <sys/socket.h>
#include "server.h"

static const struct server_opts default_opts = {
    .host = "0.0.0.0",
    .port = 8080,
    .backlog = SOMAXCONN,
    .timeout_ms = 30000,
    .max_clients = 256,
};

const struct server_opts *server_defaults(void)
{
    return &default_opts;
}

int server_listen(struct server *srv, const struct server_opts *opts)
{
    if (!opts)
        opts = &default_opts;
    srv->fd = socket(AF_INET, SOCK_STREAM, 0);
    if (srv->fd < 0)
        return -1;
    return bind_and_listen(srv->fd, opts->host, opts->port, opts->backlog);
}
