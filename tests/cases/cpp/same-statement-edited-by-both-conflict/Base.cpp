#include <filesystem>
#include <string>

namespace fs = std::filesystem;

class Cache {
public:
    explicit Cache(fs::path root) : root_(std::move(root)) {
        fs::create_directories(root_);
    }

    fs::path entryPath(const std::string& key) const {
        return root_ / (key + ".bin");
    }

    bool contains(const std::string& key) const {
        return fs::exists(entryPath(key));
    }

private:
    fs::path root_;
};
