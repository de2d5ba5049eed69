package com.example.scan;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

public class LogScanner {
    private String pattern;
<<<<<<< left
    private int maxLines = 50_000;
||||||| base
    private int maxLines = 10_000;
=======
    private int maxLines = 100_000;
>>>>>>> right

    public LogScanner(String pattern) {
        this.pattern = pattern;
    }

    public List<String> scan(Path path) throws IOException {
        List<String> hits = new ArrayList<>(64);
        try (BufferedReader reader = Files.newBufferedReader(path, StandardCharsets.ISO_8859_1)) {
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

    public String getPattern() {
        return pattern;
    }

    public void setMaxLines(int maxLines) {
        this.maxLines = maxLines;
    }
}
