interface PriceCalculator {
    Money net(BigDecimal gross, int vatPercent)
}
