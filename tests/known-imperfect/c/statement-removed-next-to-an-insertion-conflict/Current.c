#include <stddef.h>
#include "stats.h"

double stats_mean(const double *values, size_t count)
{
    double total = 0.0;
    size_t i;
    log_debug("mean of %zu values, first %f", count, values[0]);
    for (i = 0; i < count; i++)
        total += values[i];
    return count ? total / (double)count : 0.0;
}

double stats_max(const double *values, size_t count)
{
    double best = values[0];
    size_t i;

    for (i = 1; i < count; i++)
        if (values[i] > best)
            best = values[i];
    return best;
}
