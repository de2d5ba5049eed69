#include "vec.h"

void vec_init(struct vec *v)
{
    v->data = NULL;
    v->len = 0;
}
