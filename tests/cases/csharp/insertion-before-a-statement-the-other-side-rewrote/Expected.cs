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
            foreach (var sale in _sales.Where(s => s.IsSettled))
            {
                var region = string.IsNullOrWhiteSpace(sale.Region) ? "unknown" : sale.Region.Trim().ToLowerInvariant();
                totals[region] = totals.GetValueOrDefault(region) + sale.AmountCents;
            }
            return totals;
        }
    }
}
