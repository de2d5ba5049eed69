#include <stdio.h>
#include <string.h>
#include "paths.h"

int cache_path(char *out, size_t size, const char *dir, const char *key)
{
    int n;

    if (!dir || !key)
        return -1;
<<<<<<< left
    n = snprintf(out, size, "%s/%s.cache", dir, key);
||||||| base
    n = snprintf(out, size, "%s/%s.bin", dir, key);
=======
    n = snprintf(out, size, "%s/objects/%.2s/%s", dir, key, key + 2);
>>>>>>> right
    if (n < 0 || (size_t)n >= size)
        return -1;
    return n;
}

int lock_path(char *out, size_t size, const char *dir)
{
    int n = snprintf(out, size, "%s/.lock", dir);
    return (n < 0 || (size_t)n >= size) ? -1 : n;
}
