#include <string>

namespace http {

int parse_header(const std::string &line, Header &out)
{
    auto colon = line.find(':');
    if (colon == std::string::npos)
        return -1;
    out.name = line.substr(0, colon);
    out.value = line.substr(colon + 1);
    return 0;
}

void reset(Parser &p)
{
    p.pos = 0;
}

}
