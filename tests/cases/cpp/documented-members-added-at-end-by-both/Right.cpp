#include <vector>

class Cart {
public:
    // Adds an item to the cart.
    void add(const Item& item) { items_.push_back(item); }

    // The number of items in the cart.
    std::size_t size() const { return items_.size(); }

private:
    std::vector<Item> items_;
};
