class Temperature {
  final double celsius;

  const Temperature(this.celsius);

  double get fahrenheit => celsius * 9 / 5 + 32;
}
