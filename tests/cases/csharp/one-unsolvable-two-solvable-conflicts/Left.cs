using System.Collections.Generic;
using System.IO;

namespace Shop.Logs
{
    public class LogScanner
    {
        private string _pattern;
        private int _maxLines = 50_000;

        public LogScanner(string pattern)
        {
            _pattern = pattern;
        }

        public List<string> Scan(string path)
        {
            var hits = new List<string>(64);
            using var reader = new StreamReader(path);
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
    }
}
