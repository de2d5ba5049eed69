class Temperature {
    BigDecimal celsius

    BigDecimal getFahrenheit() {
        celsius * 9 / 5 + 32
    }

<<<<<<< left
    String toString() {
        "${celsius} °C"
    }
||||||| base
=======
    String toString() {
        "${celsius.setScale(1, BigDecimal.ROUND_HALF_UP)}C"
    }
>>>>>>> right
}
