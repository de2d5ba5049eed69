package com.example.inventory;

import java.util.ArrayList;
import java.util.List;

public class Warehouse {
    private final List<String> items = new ArrayList<>();

    public void add(String item) {
        items.add(item.trim());
    }

    public int count() {
        return items.size();
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }
}
