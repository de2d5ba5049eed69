class Days {
    long count(Duration days) {
        return days;
    }

    long total() {
        return 0;
    }
}

class Span {
    long count(Duration days) {
        return days.toDays();
    }
}
