namespace Resources
{
    internal class Strings
    {
        /// <summary>
        ///   Similar to: {0} uses an unsafe overload.
        /// </summary>
        internal static string UnsafeOverload {
            get {
                return ResourceManager.GetString("UnsafeOverload", resourceCulture);
            }
        }

        /// <summary>
        ///   Similar to: Insecure XSLT script processing.
        /// </summary>
        internal static string XsltScript {
            get {
                return ResourceManager.GetString("XsltScript", resourceCulture);
            }
        }

        /// <summary>
        ///   Similar to: Uses the unsafe setter of InnerXml.
        /// </summary>
        internal static string SetInnerXml {
            get {
                return ResourceManager.GetString("SetInnerXml", resourceCulture);
            }
        }
    }
}
