#include <stdio.h>
#include <string.h>
#include "scanner.h"

int scanner_open(struct scanner *s, const char *path);
void scanner_close(struct scanner *s);

void scanner_init(struct scanner *s, const char *pattern)
{
    s->pattern = pattern;
    s->max_lines = 10000;
    s->case_sensitive = 1;
    s->file = NULL;
}

int scanner_count(struct scanner *s, const char *path)
{
    char line[512];
    int hits = 0;
    int seen = 0;

    if (scanner_open(s, path) < 0)
        return -1;
    while (seen++ < s->max_lines && fgets(line, sizeof line, s->file))
        if (strstr(line, s->pattern))
            hits++;
    scanner_close(s);
    return hits;
}
