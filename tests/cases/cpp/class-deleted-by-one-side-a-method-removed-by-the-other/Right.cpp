#include <chrono>
#include <cstdio>
#include <string>
#include <utility>

namespace perf {

class ScopedTimer {
public:
    explicit ScopedTimer(std::string label)
        : label_(std::move(label)), start_(std::chrono::steady_clock::now()) {}

    ~ScopedTimer() {
        auto elapsed = std::chrono::steady_clock::now() - start_;
        std::fprintf(stderr, "%s: %lld us\n", label_.c_str(),
                     static_cast<long long>(
                         std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count()));
    }

    ScopedTimer(const ScopedTimer&) = delete;
    ScopedTimer& operator=(const ScopedTimer&) = delete;

private:
    std::string label_;
    std::chrono::steady_clock::time_point start_;
};

inline double to_ms(std::chrono::nanoseconds d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

}  // namespace perf
