package com.acme.reports;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

public final class ReportWriters {
    private ReportWriters() {}

    static final class CsvWriter implements ReportWriter {
        private final char separator;

        CsvWriter(char separator) {
            this.separator = separator;
        }

        @Override
        public void write(List<Row> rows, Writer out) throws IOException {
            for (Row row : rows) {
                out.write(row.join(separator, true));
                out.write("\r\n");
            }
        }
    }

    static final class JsonWriter implements ReportWriter {
        @Override
        public void write(List<Row> rows, Writer out) throws IOException {
            out.write(Json.encode(rows));
        }
    }
}
