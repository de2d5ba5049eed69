#pragma once

#include <string>

namespace shop {

class Cart {
public:
    // Adds an item to the cart.
    void add(const std::string& sku) { skus_.push_back(sku); }

private:
    std::vector<std::string> skus_;
};

}  // namespace shop
