#include <fcntl.h>

int open_file(const char *path, int flags)
{
    return open(path, flags);
}
