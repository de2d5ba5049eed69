#include <string>
#include <unordered_map>
#include <stdexcept>

class Inventory {
public:
    explicit Inventory(unsigned capacity) : capacity_(capacity) {}

    unsigned add(const std::string& name, unsigned count) {
        unsigned total = used();
        if (total + count > capacity_) {
            throw std::runtime_error("no room for " + name);
        }
        if (count == 0) {
            return items_.count(name) ? items_.at(name) : 0;
        }
        auto& slot = items_.try_emplace(normalize(name), 0u).first->second;
        slot += count;
        return slot;
    }

private:
    unsigned used() const {
        unsigned total = 0;
        for (const auto& [name, count] : items_) {
            total += count;
        }
        return total;
    }

    std::unordered_map<std::string, unsigned> items_;
    unsigned capacity_;
};
