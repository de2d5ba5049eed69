#include "net/connection.h"

#include <spdlog/spdlog.h>
#include <thread>

namespace net {

Connection::Connection(Endpoint endpoint) : endpoint_(std::move(endpoint)) {}

bool Connection::open() {
    socket_ = Socket::connect(endpoint_, kConnectTimeout);
    return socket_.valid();
}

void Connection::reconnectBlocking() {
    socket_.close();
    for (int attempt = 0; attempt < 5; ++attempt) {
        if (open()) {
            return;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(200 << attempt));
    }
    throw ConnectionError("could not reconnect");
}

void Connection::close() {
    socket_.close();
}

}  // namespace net
