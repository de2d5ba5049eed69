#include <vector>

class Cart {
public:
    // Adds an item to the cart.
    void add(const Item& item) { items_.push_back(item); }

    // Removes every item.
    void clear() { items_.clear(); }

private:
    std::vector<Item> items_;
};
