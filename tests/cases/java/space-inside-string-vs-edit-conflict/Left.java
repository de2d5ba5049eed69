package com.example.till;

import java.util.List;

public final class Receipt {
    private final List<Line> lines;

    public Receipt(List<Line> lines) {
        this.lines = lines;
    }

    public String render() {
        StringBuilder out = new StringBuilder();
        out.append("Item         Qty    Price\n");
        for (Line line : lines) {
            out.append(String.format("%-12s %3d %8.2f%n", line.name(), line.quantity(), line.price()));
        }
        return out.toString();
    }

    public record Line(String name, int quantity, double price) {}
}
