#include <string>

namespace http {

int read_header(const std::string &line, Header &out)
{
    return split_header(line, out) ? 0 : -1;
}

void reset(Parser &p)
{
    p.pos = 0;
}

}
