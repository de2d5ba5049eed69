#include <stdint.h>

struct point {
    int32_t x;
    int32_t y;
};

int32_t dot(struct point a, struct point b)
{
    return a.x * b.x + a.y * b.y;
}
