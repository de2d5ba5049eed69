using System.IO;

namespace Shop.Caching
{
    public class DiskCache
    {
        private readonly string _root;

        public DiskCache(string root)
        {
            _root = Directory.CreateDirectory(root).FullName;
        }

        public string EntryPath(string key)
        {
            return Path.Combine(_root, key + ".bin");
        }

        public bool Contains(string key) => File.Exists(EntryPath(key));

        public byte[] Load(string key) => File.ReadAllBytes(EntryPath(key));
    }
}
