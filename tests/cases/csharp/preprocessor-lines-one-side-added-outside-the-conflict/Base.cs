using System;
using System.Linq;

namespace Tools.Formats
{
    public static class ImageFormats
    {
        private static readonly string[] Extensions =
        {
            ".png",
            ".jpg",
            ".gif",
        };

        public static bool IsImage(string path)
        {
            var extension = System.IO.Path.GetExtension(path);
            return Extensions.Contains(extension, StringComparer.Ordinal);
        }
    }
}
