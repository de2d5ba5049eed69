package com.example.scan;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class LogScanner {
    private String pattern;
    private int maxLines = 10_000;

    public LogScanner(String pattern) {
        this.pattern = pattern;
    }

    public List<String> scan(Path path) throws IOException {
        List<String> hits = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(path)) {
            String line;
            int seen = 0;
            while (seen++ < maxLines && (line = reader.readLine()) != null) {
                if (line.contains(pattern)) {
                    hits.add(line);
                }
            }
        }
        return hits;
    }

    public void setPattern(String pattern) {
        this.pattern = pattern;
    }
}
