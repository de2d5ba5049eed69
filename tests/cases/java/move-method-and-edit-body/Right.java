public class Temperature {
    private final double celsius;

    public Temperature(double celsius) {
        this.celsius = celsius;
    }

    public double fahrenheit() {
        return celsius * 1.8 + 32;
    }

    public double kelvin() {
        return celsius + 273.15;
    }
}
