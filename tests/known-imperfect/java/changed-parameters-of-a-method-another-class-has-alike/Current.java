class Days {
<<<<<<< left
    long count(Duration days) {
||||||| base
    long count(long days) {
=======
    long count(long days) {
        if (days < 0) {
            throw new IllegalArgumentException("negative");
        }
>>>>>>> right
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
