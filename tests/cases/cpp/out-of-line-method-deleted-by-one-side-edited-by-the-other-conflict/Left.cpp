#include "net/connection.h"

#include <spdlog/spdlog.h>

namespace net {

Connection::Connection(Endpoint endpoint) : endpoint_(std::move(endpoint)) {}

bool Connection::open() {
    socket_ = Socket::connect(endpoint_, kConnectTimeout);
    return socket_.valid();
}

void Connection::close() {
    socket_.close();
}

}  // namespace net
