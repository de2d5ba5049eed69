#pragma once
#include <cstdint>

struct Vertex {
    float x, y, z;
    std::uint32_t color;
<<<<<<< left
    float u, v;
||||||| base
=======
    float nx, ny, nz;
>>>>>>> right
};
