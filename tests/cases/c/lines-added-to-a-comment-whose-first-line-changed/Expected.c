#include "lookup.h"

/// Parses a revision and returns the objects it names.
///
/// The result is the same as the one of `git rev-parse`.
const char *rev_parse(void)
{
    return lookup("rev_parse");
}

/// Starts a walk from the given tips.
const char *rev_walk(void)
{
    return lookup("rev_walk");
}
