#include <stdio.h>
#include <string.h>
#include "paths.h"

int cache_path(char *out, size_t size, const char *dir, const char *key)
{
    int n;

    if (!dir || !key)
        return -1;
    n = snprintf(out, size, "%s/%s.bin", dir, key);
    if (n < 0 || (size_t)n >= size)
        return -1;
    return n;
}

int lock_path(char *out, size_t size, const char *dir)
{
    int n = snprintf(out, size, "%s/.lock", dir);
    return (n < 0 || (size_t)n >= size) ? -1 : n;
}
