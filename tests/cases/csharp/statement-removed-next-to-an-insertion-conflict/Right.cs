using System.Collections.Generic;
using System.Linq;

namespace Shop.Metrics
{
    public class Histogram
    {
        private readonly string _label;
        private readonly List<double> _samples = new List<double>();

        public Histogram(string label)
        {
            _label = label;
        }

        public void Record(double millis) => _samples.Add(millis);

        public string Summary()
        {
            if (_samples.Count == 0)
            {
                return $"{_label}: no samples";
            }
            double slowest = _samples.Max();
            Trace.WriteLine($"{_label}: slowest {slowest:F1} ms");
            double mean = _samples.Sum() / _samples.Count;
            return $"{_label}: mean {mean:F1} ms";
        }
    }
}
