#pragma once
#include <cstddef>

class Reader {
public:
    virtual ~Reader() = default;
    virtual int read(char* buf, int len) = 0;
    virtual void close() = 0;
};
