package com.example.metrics;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Histogram {
    private final String label;
    private final List<Long> samples = new ArrayList<>();

    public Histogram(String label) {
        this.label = label;
    }

    public void record(long micros) {
        samples.add(micros);
    }

    public String summary() {
        long total = 0;
        for (long sample : samples) {
            total += sample;
        }
        return label + ": mean " + (samples.isEmpty() ? 0 : total / samples.size()) + "us";
    }
}
