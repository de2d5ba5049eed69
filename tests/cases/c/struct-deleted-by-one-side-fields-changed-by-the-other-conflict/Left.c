#include <stdint.h>
#include <string.h>

#define PROTO_MAGIC 0x5355u

struct frame_header {
	uint32_t magic;
	uint32_t length;
	uint64_t sequence;
};

void frame_header_init(struct frame_header *h, uint32_t length)
{
	memset(h, 0, sizeof(*h));
	h->magic = PROTO_MAGIC;
	h->length = length;
}
