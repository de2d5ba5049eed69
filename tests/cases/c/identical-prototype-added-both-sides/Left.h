#ifndef POOL_H
#define POOL_H

struct pool *pool_new(size_t size);
void pool_free(struct pool *p);
void *pool_alloc(struct pool *p, size_t n);

#endif
