class Temperature {
  final double celsius;

  const Temperature(this.celsius);

  double get fahrenheit => (celsius * 1.8 + 32).roundToDouble();
}
