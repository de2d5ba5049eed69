#include <stdint.h>

struct point {
    int32_t x;
    int32_t y;
};

int64_t dot(struct point a, struct point b)
{
    return (int64_t)a.x * b.x + (int64_t)a.y * b.y;
}
