#include <map>
#include <string>

class Cache {
public:
    void put(const std::string& k, int v) { map_[k] = v; }
    int get(const std::string& k) const { return map_.at(k); }
private:
    std::map<std::string, int> map_;
};
