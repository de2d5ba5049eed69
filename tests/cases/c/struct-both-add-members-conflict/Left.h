#include <stdint.h>

struct frame {
    uint8_t  type;
    uint8_t  flags;
    uint16_t length;
    uint32_t stream_id;
};

int frame_parse(struct frame *out, const uint8_t *buf, size_t len);
