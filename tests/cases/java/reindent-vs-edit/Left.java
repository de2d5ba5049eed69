package com.example.billing;

import java.math.BigDecimal;
import java.util.List;

public class InvoiceCalculator {
    private final BigDecimal taxRate;

    public InvoiceCalculator(BigDecimal taxRate) {
        this.taxRate = taxRate;
    }

    public BigDecimal total(List<LineItem> items) {
        BigDecimal subtotal = BigDecimal.ZERO;
        for (LineItem item : items) {
            BigDecimal line = item.price().multiply(BigDecimal.valueOf(item.quantity()));
            subtotal = subtotal.add(line);
        }
        BigDecimal tax = subtotal.multiply(taxRate);
        return subtotal.add(tax);
    }
}
