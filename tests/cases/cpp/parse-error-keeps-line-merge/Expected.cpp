#include <map>
#include <string>

class Cache {
public:
    void put(const std::string& k, int v) { map_[k] = v; }
    int get(const std::string& k) const { return map_.at(k); }
<<<<<<< left
    void clear() { map_.clear(); }
||||||| base
=======
    bool has(const std::string& k) const { return map_.count(k) > 0; 
>>>>>>> right
private:
    std::map<std::string, int> map_;
};
