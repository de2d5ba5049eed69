#include <fcntl.h>

int open_file(const char *path, unsigned flags, mode_t mode)
{
    return open(path, flags);
}
