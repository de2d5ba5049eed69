#include <string.h>

static int read_header(const char *line, struct header *out)
{
	return header_split(line, out) ? 0 : -1;
}

static void reset(struct parser *p)
{
	p->pos = 0;
}
