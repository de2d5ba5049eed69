"""Sales totals per region."""

import logging
from collections import defaultdict

log = logging.getLogger(__name__)


class SalesReport:
    def __init__(self, sales):
        self.sales = list(sales)

    def totals_by_region(self):
        totals = {}
        log.debug("summing %d sales", len(self.sales))
        for sale in filter(lambda s: s.settled, self.sales):
            region = (sale.region or "unknown").strip().lower()
            totals[region] = totals.get(region, 0) + sale.amount_cents
        return dict(sorted(totals.items()))

    def largest_region(self):
        totals = self.totals_by_region()
        return max(totals, key=totals.get) if totals else None
