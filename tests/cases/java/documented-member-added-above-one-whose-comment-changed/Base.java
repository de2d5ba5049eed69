class Strings {
    /**
     * Similar to: {0} uses an unsafe overload.
     */
    static String UnsafeOverload() {
        return lookup("UnsafeOverload");
    }

    /**
     * Similar to: {0} uses the unsafe setter of InnerXml.
     */
    static String SetInnerXml() {
        return lookup("SetInnerXml");
    }
}
