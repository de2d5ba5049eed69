interface PriceCalculator {
    BigDecimal net(BigDecimal gross, BigDecimal vatRate)
}
