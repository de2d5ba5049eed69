#include <string.h>

static int read_header(const char *line, size_t len, struct header *out)
{
	const char *colon = memchr(line, ':', len);
	if (!colon)
		return -1;
	out->name = strndup(line, colon - line);
	out->value = strdup(colon + 1);
	return 0;
}

static void reset(struct parser *p)
{
	p->pos = 0;
}
