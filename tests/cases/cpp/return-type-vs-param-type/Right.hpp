#pragma once
#include <cstddef>

class Reader {
public:
    virtual ~Reader() = default;
    virtual int read(char* buf, std::size_t len) = 0;
    virtual void close() = 0;
};
