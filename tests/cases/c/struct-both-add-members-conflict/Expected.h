#include <stdint.h>

struct frame {
    uint8_t  type;
    uint8_t  flags;
    uint16_t length;
<<<<<<< left
    uint32_t stream_id;
||||||| base
=======
    uint16_t padding;
>>>>>>> right
};

int frame_parse(struct frame *out, const uint8_t *buf, size_t len);
