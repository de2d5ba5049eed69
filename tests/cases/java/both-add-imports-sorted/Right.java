package com.example.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

public class Report {
    public String read(Path p) throws IOException {
        return Files.readString(p);
    }
}
