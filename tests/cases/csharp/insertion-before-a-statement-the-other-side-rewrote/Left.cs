using System.Collections.Generic;
using System.Linq;

namespace Shop.Reports
{
    public class SalesReport
    {
        private static readonly ILogger Log = LogManager.GetLogger(nameof(SalesReport));
        private readonly IReadOnlyList<Sale> _sales;

        public SalesReport(IReadOnlyList<Sale> sales)
        {
            _sales = sales;
        }

        public IDictionary<string, long> TotalsByRegion()
        {
            var totals = new SortedDictionary<string, long>();
            Log.Debug($"totals over {_sales.Count} sales");
            foreach (var sale in _sales)
            {
                string region = sale.Region;
                if (string.IsNullOrEmpty(region))
                {
                    region = "unknown";
                }
                long previous;
                totals.TryGetValue(region, out previous);
                totals[region] = previous + sale.AmountCents;
            }
            return totals;
        }
    }
}
