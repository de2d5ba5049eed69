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
            double mean = _samples.DefaultIfEmpty(0).Average();
            return $"{_label}: mean {mean:F1} ms";
        }
    }
}
