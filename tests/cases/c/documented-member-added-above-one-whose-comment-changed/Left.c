#include "lookup.h"

/// Looks up a localized string.
///
/// Similar to: {0} uses an unsafe overload.
const char *unsafe_overload(void)
{
    return lookup("unsafe_overload");
}

/// Looks up a localized string.
///
/// Similar to: Uses the unsafe setter of InnerXml.
const char *set_inner_xml(void)
{
    return lookup("set_inner_xml");
}
