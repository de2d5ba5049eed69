package com.example.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

public class SalesReport {
    private final List<Sale> sales;

    public SalesReport(List<Sale> sales) {
        this.sales = sales;
    }

    public Map<String, Long> totalsByRegion() {
        Map<String, Long> totals = new TreeMap<>();
        for (Sale sale : settledSales()) {
            String region = Optional.ofNullable(sale.region()).filter(r -> !r.isBlank()).orElse("unknown");
            totals.merge(region.toLowerCase(Locale.ROOT), sale.amountCents(), Long::sum);
        }
        return totals;
    }
}
