class Temperature {
    BigDecimal celsius

    BigDecimal getFahrenheit() {
        celsius * 9 / 5 + 32
    }

    String toString() {
        "${celsius.setScale(1, BigDecimal.ROUND_HALF_UP)}C"
    }
}
