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
<<<<<<< left
            return Path.Combine(_root, Sanitize(key) + ".cache");
||||||| base
            return Path.Combine(_root, key + ".bin");
=======
            return Path.Combine(_root, "objects", key.Substring(0, 2), key.Substring(2));
>>>>>>> right
        }

        public bool Contains(string key) => File.Exists(EntryPath(key));

        public byte[] Load(string key) => File.ReadAllBytes(EntryPath(key));
    }
}
