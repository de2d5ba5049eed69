#include <stddef.h>
#include <string.h>

#define RING_CAP 64

struct ring {
	unsigned char buf[RING_CAP];
	size_t head;
	size_t len;
};

size_t ring_write(struct ring *r, const unsigned char *src, size_t n)
{
	size_t written = 0;

	while (written < n && r->len < RING_CAP) {
		if (r->len == RING_CAP - 1)
			break; /* keep one slot free */
		size_t tail = (r->head + r->len) % RING_CAP;
		r->buf[tail] = src[written];
		r->len++;
		written++;
	}
	return written;
}

void ring_clear(struct ring *r)
{
	memset(r, 0, sizeof(*r));
}
