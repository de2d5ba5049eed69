#include <fcntl.h>

int open_file(const char *path, unsigned flags)
{
    return open(path, flags);
}
