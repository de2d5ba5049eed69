#include <string.h>

static int read_header(const char *line, struct header *out)
{
	const char *colon = strchr(line, ':');
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
