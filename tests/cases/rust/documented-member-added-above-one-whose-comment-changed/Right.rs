impl Strings {
    /// Looks up a localized string.
    ///
    /// Similar to: {0} uses an unsafe overload.
    pub fn unsafe_overload() -> &'static str {
        lookup("unsafe_overload")
    }

    /// Looks up a localized string.
    ///
    /// Similar to: Insecure XSLT script processing.
    pub fn xslt_script() -> &'static str {
        lookup("xslt_script")
    }

    /// Looks up a localized string.
    ///
    /// Similar to: {0} uses the unsafe setter of InnerXml.
    pub fn set_inner_xml() -> &'static str {
        lookup("set_inner_xml")
    }
}
