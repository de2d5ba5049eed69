package org.example.http;

public class Parser {
    private int pos;

    public Header parseHeader(String line) throws ParseException {
        int colon = line.indexOf(':');
        if (colon < 0) {
            throw new ParseException("no colon", pos);
        }
        pos += line.length();
        return new Header(line.substring(0, colon), line.substring(colon + 1).trim());
    }

    public void reset() {
        pos = 0;
    }
}
