package com.example.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.logging.Logger;

public class SalesReport {
    private static final Logger LOG = Logger.getLogger(SalesReport.class.getName());

    private final List<Sale> sales;

    public SalesReport(List<Sale> sales) {
        this.sales = sales;
    }

    public Map<String, Long> totalsByRegion() {
        Map<String, Long> totals = new TreeMap<>();
        LOG.fine(() -> "totals over " + sales.size() + " sales");
        for (Sale sale : settledSales()) {
            String region = Optional.ofNullable(sale.region()).filter(r -> !r.isBlank()).orElse("unknown");
            totals.merge(region.toLowerCase(Locale.ROOT), sale.amountCents(), Long::sum);
        }
        return totals;
    }
}
