#include <stdlib.h>
#include <string.h>

struct buffer {
    char *data;
    size_t len;
    size_t cap;
};

int buffer_append(struct buffer *buf, const char *text)
{
    size_t n = strlen(text);
    if (buf->len + n + 1 > buf->cap) {
        size_t cap = buf->cap ? buf->cap * 2 : 64;
        char *grown = realloc(buf->data, cap);
        if (!grown)
            return -1;
        buf->data = grown;
        buf->cap = cap;
    }
    memcpy(buf->data + buf->len, text, n + 1);
    buf->len += n;
    return 0;
}

void buffer_free(struct buffer *buf)
{
    free(buf->data);
    buf->data = NULL;
    buf->len = buf->cap = 0;
}
