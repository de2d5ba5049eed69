#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace geo {

class Tile {
public:
    Tile(std::uint32_t x, std::uint32_t y, std::uint8_t zoom) : x_(x), y_(y), zoom_(zoom) {}

    std::uint32_t x() const { return x_; }
    std::uint32_t y() const { return y_; }
    std::uint8_t zoom() const { return zoom_; }

private:
    std::uint32_t x_;
    std::uint32_t y_;
    std::uint8_t zoom_;
    std::string cache_key_;
    std::vector<std::uint8_t> png_;
};

std::string tile_url(const Tile& tile);

}  // namespace geo
