#include <stdint.h>
#include <string.h>

#define PROTO_MAGIC 0x5355u

/* v1 wire header, replaced by struct frame_header in protocol v2 */
struct v1_header {
	uint16_t magic;
	uint8_t  version;
	uint8_t  flags;
	uint16_t length;
	uint16_t checksum;
};

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
