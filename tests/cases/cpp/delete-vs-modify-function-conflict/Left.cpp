#include "shape.hpp"

double area(const Circle& c) {
    return 3.14159 * c.r * c.r;
}
