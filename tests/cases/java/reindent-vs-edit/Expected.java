package com.example.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
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
        BigDecimal tax = subtotal.multiply(taxRate).setScale(2, RoundingMode.HALF_UP);
        return subtotal.add(tax);
    }
}
