class Temperature {
    BigDecimal celsius

    BigDecimal getFahrenheit() {
        celsius * 9 / 5 + 32
    }

    String toString() {
        "${celsius} °C"
    }
}
