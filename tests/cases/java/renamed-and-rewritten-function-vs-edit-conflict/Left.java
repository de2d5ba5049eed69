package org.example.http;

public class Parser {
    private int pos;

    public Header readHeader(String line) throws ParseException {
        return Header.split(line);
    }

    public void reset() {
        pos = 0;
    }
}
