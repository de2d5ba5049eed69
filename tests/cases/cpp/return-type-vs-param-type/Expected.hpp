#pragma once
#include <cstddef>

class Reader {
public:
    virtual ~Reader() = default;
    virtual long read(char* buf, std::size_t len) = 0;
    virtual void close() = 0;
};
