class Totals {
	int total(int[] items) {
		int sum = 0;
		for (int item : items) {
			sum += item;
		}
		return sum;
	}
}
