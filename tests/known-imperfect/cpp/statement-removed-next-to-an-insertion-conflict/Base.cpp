#include <vector>
#include <numeric>
#include <string>
#include <algorithm>

class Histogram {
public:
    explicit Histogram(std::string label) : label_(std::move(label)) {}

    void record(double sample) { samples_.push_back(sample); }

    std::string summary() const {
        if (samples_.empty()) {
            return label_ + ": no samples";
        }
        double total = std::accumulate(samples_.begin(), samples_.end(), 0.0);
        double mean = total / samples_.size();
        return label_ + ": mean " + std::to_string(mean);
    }

private:
    std::string label_;
    std::vector<double> samples_;
};
