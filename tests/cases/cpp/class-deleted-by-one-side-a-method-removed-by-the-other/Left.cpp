#include <chrono>

namespace perf {

inline double to_ms(std::chrono::nanoseconds d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

}  // namespace perf
