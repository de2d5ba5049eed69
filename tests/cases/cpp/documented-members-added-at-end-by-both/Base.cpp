#include <vector>

class Cart {
public:
    // Adds an item to the cart.
    void add(const Item& item) { items_.push_back(item); }

private:
    std::vector<Item> items_;
};
