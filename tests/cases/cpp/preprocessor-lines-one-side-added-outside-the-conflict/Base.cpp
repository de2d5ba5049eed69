#include <string>

#include "logger.h"

namespace app {

Logger make_logger(const std::string& name)
{
    return Logger(name, Level::Info);
}

int Server::start(int port)
{
    auto logger = make_logger("server");
    logger.info("starting on port", port);
    return listen(port, backlog_, /*reuse=*/true);
}

}  // namespace app
