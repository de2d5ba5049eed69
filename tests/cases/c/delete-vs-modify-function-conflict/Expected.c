#include "log.h"

void log_info(const char *msg)
{
    log_write(LOG_INFO, msg);
}

<<<<<<< left
||||||| base
void log_debug(const char *msg)
{
    log_write(LOG_DEBUG, msg);
}

=======
void log_debug(const char *msg)
{
    if (log_level <= LOG_DEBUG)
        log_write(LOG_DEBUG, msg);
}

>>>>>>> right
void log_error(const char *msg)
{
    log_write(LOG_ERROR, msg);
}
