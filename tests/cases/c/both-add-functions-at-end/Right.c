#include "vec.h"

void vec_init(struct vec *v)
{
    v->data = NULL;
    v->len = 0;
}

size_t vec_len(const struct vec *v)
{
    return v->len;
}
