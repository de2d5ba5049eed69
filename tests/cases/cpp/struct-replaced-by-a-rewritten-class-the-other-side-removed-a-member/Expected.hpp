#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace geo {

<<<<<<< left
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
||||||| base
struct Tile {
    std::uint32_t x;
    std::uint32_t y;
    std::uint8_t zoom;
    std::string cache_key;
    std::vector<std::uint8_t> png;
=======
struct Tile {
    std::uint32_t x;
    std::uint32_t y;
    std::uint8_t zoom;
    std::vector<std::uint8_t> png;
>>>>>>> right
};

std::string tile_url(const Tile& tile);

}  // namespace geo
