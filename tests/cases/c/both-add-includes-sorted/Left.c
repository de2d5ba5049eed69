#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

size_t line_length(const char *s)
{
    const char *nl = strchr(s, '\n');
    return nl ? (size_t)(nl - s) : strlen(s);
}
