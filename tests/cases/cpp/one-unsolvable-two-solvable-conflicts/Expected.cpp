#include <fstream>
#include <string>
#include <vector>

class LogScanner {
public:
    explicit LogScanner(std::string pattern) : pattern_(std::move(pattern)) {}

    std::vector<std::string> scan(const std::string& path) const {
        std::ifstream in(path, std::ios::binary);
        in.exceptions(std::ifstream::badbit);
        std::vector<std::string> hits;
        std::string line;
        for (int seen = 0; seen < maxLines_ && std::getline(in, line); ++seen) {
            if (line.find(pattern_) != std::string::npos) {
                hits.push_back(line);
            }
        }
        return hits;
    }

    void setPattern(std::string pattern) { pattern_ = std::move(pattern); }
    const std::string& pattern() const { return pattern_; }
    void setMaxLines(int maxLines) { maxLines_ = maxLines; }

private:
    std::string pattern_;
<<<<<<< left
    int maxLines_ = 50000;
||||||| base
    int maxLines_ = 10000;
=======
    int maxLines_ = 100000;
>>>>>>> right
};
