class Strings {
public:
    /// Looks up a localized string.
    ///
    /// Similar to: {0} uses an unsafe overload.
    static std::string unsafe_overload() {
        return lookup("unsafe_overload");
    }

    /// Looks up a localized string.
    ///
    /// Similar to: {0} uses the unsafe setter of InnerXml.
    static std::string set_inner_xml() {
        return lookup("set_inner_xml");
    }
};
