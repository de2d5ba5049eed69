namespace Analyzers
{
    internal static class TypeNames
    {
        public const string SystemDateTime = "System.DateTime";
        public const string SystemGuid = "System.Guid";
        public const string SystemIDisposable = "System.IDisposable";
        public const string SystemInt32 = "System.Int32";
        public const string SystemIOFile = "System.IO.File";
        public const string SystemString = "System.String";
    }
}
