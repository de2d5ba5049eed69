using System.Collections.Generic;
using System.IO;
using System.Text;

namespace Shop.Logs
{
    public class LogScanner
    {
        private string _pattern;
<<<<<<< left
        private int _maxLines = 50_000;
||||||| base
        private int _maxLines = 10_000;
=======
        private int _maxLines = 100_000;
>>>>>>> right

        public LogScanner(string pattern)
        {
            _pattern = pattern;
        }

        public List<string> Scan(string path)
        {
            var hits = new List<string>(64);
            using var reader = new StreamReader(path, Encoding.Latin1);
            string line;
            int seen = 0;
            while (seen++ < _maxLines && (line = reader.ReadLine()) != null)
            {
                if (line.Contains(_pattern))
                {
                    hits.Add(line);
                }
            }
            return hits;
        }

        public string Pattern => _pattern;

        public void SetPattern(string pattern) => _pattern = pattern;

        public int MaxLines => _maxLines;
    }
}
