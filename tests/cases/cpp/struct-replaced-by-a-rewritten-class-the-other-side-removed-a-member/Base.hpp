#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace geo {

struct Tile {
    std::uint32_t x;
    std::uint32_t y;
    std::uint8_t zoom;
    std::string cache_key;
    std::vector<std::uint8_t> png;
};

std::string tile_url(const Tile& tile);

}  // namespace geo
