interface PriceCalculator {
    BigDecimal net(BigDecimal gross, int vatPercent)
}
