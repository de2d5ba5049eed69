#include <stdint.h>

struct point {
    int32_t x;
    int32_t y;
};

<<<<<<< left
int64_t dot(struct point a, struct point b)
||||||| base
int32_t dot(struct point a, struct point b)
=======
int32_t dot(struct point a, struct point b
>>>>>>> right
{
    return (int64_t)a.x * b.x + (int64_t)a.y * b.y;
}
