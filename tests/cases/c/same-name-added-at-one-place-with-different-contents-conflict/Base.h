#ifndef RING_H
#define RING_H

#include <stddef.h>

struct ring;

struct ring *ring_new(size_t capacity);
void ring_free(struct ring *r);
int ring_push(struct ring *r, int value);

#endif
