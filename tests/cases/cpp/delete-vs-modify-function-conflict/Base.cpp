#include "shape.hpp"

double area(const Circle& c) {
    return 3.14159 * c.r * c.r;
}

double perimeter(const Circle& c) {
    return 2 * 3.14159 * c.r;
}
