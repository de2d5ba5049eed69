#include <string.h>

static int read_header(const char *line, struct header *out)
{
	return header_split(line, out) ? 0 : -1;
}

<<<<<<< left
||||||| base
static int parse_header(const char *line, struct header *out)
{
	const char *colon = strchr(line, ':');
	if (!colon)
		return -1;
	out->name = strndup(line, colon - line);
	out->value = strdup(colon + 1);
	return 0;
}

=======
static int parse_header(const char *line, size_t len, struct header *out)
{
	const char *colon = memchr(line, ':', len);
	if (!colon)
		return -1;
	out->name = strndup(line, colon - line);
	out->value = strdup(colon + 1);
	return 0;
}

>>>>>>> right
static void reset(struct parser *p)
{
	p->pos = 0;
}
