#include <stddef.h>
#include "stats.h"

double stats_mean(const double *values, size_t count)
{
    double total = 0.0;
    size_t i;

    if (count == 0)
        return 0.0;
    log_debug("mean of %zu values, first %f", count, values[0]);
    for (i = 0; i < count; i++)
        total += values[i];
    return total / (double)count;
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
