#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

int touch(const char *path)
{
    FILE *f = fopen(path, "a");
    if (!f)
        return -errno;
    return fclose(f);
}
