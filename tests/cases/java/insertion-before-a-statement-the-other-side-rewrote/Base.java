package com.example.report;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class SalesReport {
    private final List<Sale> sales;

    public SalesReport(List<Sale> sales) {
        this.sales = sales;
    }

    public Map<String, Long> totalsByRegion() {
        Map<String, Long> totals = new TreeMap<>();
        for (Sale sale : sales) {
            String region = sale.region();
            if (region == null || region.isEmpty()) {
                region = "unknown";
            }
            Long previous = totals.get(region);
            if (previous == null) {
                previous = 0L;
            }
            totals.put(region, previous + sale.amountCents());
        }
        return totals;
    }
}
