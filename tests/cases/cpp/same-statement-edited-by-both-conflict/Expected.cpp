#include <filesystem>
#include <string>

namespace fs = std::filesystem;

class Cache {
public:
    explicit Cache(fs::path root) : root_(std::move(root)) {
        fs::create_directories(root_);
    }

    fs::path entryPath(const std::string& key) const {
<<<<<<< left
        return root_ / (sanitize(key) + ".cache");
||||||| base
        return root_ / (key + ".bin");
=======
        return root_ / "objects" / key.substr(0, 2) / (key.substr(2) + ".bin");
>>>>>>> right
    }

    bool contains(const std::string& key) const {
        return fs::exists(entryPath(key));
    }

private:
    fs::path root_;
};
