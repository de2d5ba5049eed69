#include <stddef.h>
#include <stdint.h>

struct ring {
	uint8_t *data;
	size_t cap;
	size_t head;
	size_t len;
};

/**
 * ring_push() - append one byte to a ring buffer
 * @rb: the ring buffer
 * @byte: the byte to append
 *
 * Return: 1 when the oldest byte was dropped to make room, 0 otherwise.  Never blocks.
 */
int ring_push(struct ring *rb, uint8_t byte)
{
	int dropped = rb->len == rb->cap;

	rb->data[(rb->head + rb->len) % rb->cap] = byte;
	if (dropped)
		rb->head = (rb->head + 1) % rb->cap;
	else
		rb->len++;
	return dropped;
}

/**
 * ring_pop() - take the oldest byte out of a ring buffer
 * @rb:  the ring buffer
 * @out: where the byte is stored
 *
 * Return: 0 on success, -1 when the buffer is empty.
 */
int ring_pop(struct ring *rb, uint8_t *out)
{
	if (rb->len == 0)
		return -1;
	*out = rb->data[rb->head];
	rb->head = (rb->head + 1) % rb->cap;
	rb->len--;
	return 0;
}
