class Strings:
    # Looks up a localized string.
    #
    # Similar to: {0} uses an unsafe overload.
    def unsafe_overload(self):
        return lookup("unsafe_overload")

    # Looks up a localized string.
    #
    # Similar to: Insecure XSLT script processing.
    def xslt_script(self):
        return lookup("xslt_script")

    # Looks up a localized string.
    #
    # Similar to: Uses the unsafe setter of InnerXml.
    def set_inner_xml(self):
        return lookup("set_inner_xml")
