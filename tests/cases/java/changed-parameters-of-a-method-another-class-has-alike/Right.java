class Days {
    long count(long days) {
        if (days < 0) {
            throw new IllegalArgumentException("negative");
        }
        return days;
    }

    long total() {
        return 1;
    }
}

class Span {
    long count(Duration days) {
        return days.toDays();
    }
}
