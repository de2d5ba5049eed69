#pragma once
#include <cstdint>

struct Vertex {
    float x, y, z;
    std::uint32_t color;
    float u, v;
};
