#include <stdio.h>
#include <stdlib.h>

struct config {
	const char *path;
	int verbose;
	int max_jobs;
};

static int parse_jobs(const char *arg)
{
	char *end;
	long v = strtol(arg, &end, 10);

	if (*end != '\0' || v < 1 || v > 256) {
		fprintf(stderr, "invalid job count '%s' (expected 1..256)\n", arg);
		return -1;
	}
	return (int)v;
}

void print_config(const struct config *c)
{
	printf("path=%s verbose=%d jobs=%d\n", c->path, c->verbose, c->max_jobs);
}
