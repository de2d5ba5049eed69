#include "lookup.h"

/// Parses a revision and returns the objects it names.
const char *rev_parse(void)
{
    return lookup("rev_parse");
}

/// Starts a walk from the given tips.
const char *rev_walk(void)
{
    return lookup("rev_walk");
}
