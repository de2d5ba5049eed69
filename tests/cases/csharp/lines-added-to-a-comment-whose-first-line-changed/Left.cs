namespace Resources
{
    internal class Strings
    {
        /// <summary>
        /// Parses a revision and returns the full id of the object it names.
        ///
        /// The result is the same as the one of `git rev-parse`.
        /// </summary>
        internal static string RevParse {
            get {
                return ResourceManager.GetString("RevParse", resourceCulture);
            }
        }

        /// <summary>
        /// Starts a walk from the given tips.
        /// </summary>
        internal static string RevWalk {
            get {
                return ResourceManager.GetString("RevWalk", resourceCulture);
            }
        }
    }
}
