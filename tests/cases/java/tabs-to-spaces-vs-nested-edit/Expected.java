class Totals {
    int total(int[] items) {
        int sum = 0;
        for (int item : items) {
            if (item < 0) {
                throw new IllegalArgumentException("negative");
            }
            sum += item;
        }
        return sum;
    }
}
