package com.acme.reports;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

public final class ReportWriters {
    private ReportWriters() {}

<<<<<<< left
||||||| base
    static final class CsvWriter implements ReportWriter {
        private final char separator;
        private final boolean quoteAll;

        CsvWriter(char separator, boolean quoteAll) {
            this.separator = separator;
            this.quoteAll = quoteAll;
        }

        @Override
        public void write(List<Row> rows, Writer out) throws IOException {
            for (Row row : rows) {
                out.write(row.join(separator, quoteAll));
                out.write("\n");
            }
        }
    }

=======
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

>>>>>>> right
    static final class JsonWriter implements ReportWriter {
        @Override
        public void write(List<Row> rows, Writer out) throws IOException {
            out.write(Json.encode(rows));
        }
    }
}
