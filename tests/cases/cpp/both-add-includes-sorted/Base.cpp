#include <algorithm>
#include <string>
#include <vector>

int longest(const std::vector<std::string>& words) {
    int best = 0;
    for (const auto& w : words)
        best = std::max(best, static_cast<int>(w.size()));
    return best;
}
