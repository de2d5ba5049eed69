public class Temperature {
    private final double celsius;

    public Temperature(double celsius) {
        this.celsius = celsius;
    }

    public double kelvin() {
        return celsius + 273.15;
    }

    public double fahrenheit() {
        return celsius * 9 / 5 + 32;
    }
}
