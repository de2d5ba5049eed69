#include "cache.h"

static int show_usage(const char *prefix UNUSED, int code)
{
	fprintf(stderr, "usage: show [--verbose] [--quiet]\n");
	return code;
}

int cmd_show(int argc, const char **argv, const char *prefix)
{
	if (argc > 2)
		return show_usage(prefix, 129);
	return run_show(argc > 1);
}
