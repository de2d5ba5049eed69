class Temperature {
  final double celsius;

  const Temperature(this.celsius);
}
