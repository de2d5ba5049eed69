#include "log.h"

void log_info(const char *msg)
{
    log_write(LOG_INFO, msg);
}

void log_error(const char *msg)
{
    log_write(LOG_ERROR, msg);
}
