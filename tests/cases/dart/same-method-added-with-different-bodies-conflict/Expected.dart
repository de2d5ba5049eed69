class Temperature {
  final double celsius;

  const Temperature(this.celsius);

<<<<<<< left
  double get fahrenheit => celsius * 9 / 5 + 32;
||||||| base
=======
  double get fahrenheit => (celsius * 1.8 + 32).roundToDouble();
>>>>>>> right
}
