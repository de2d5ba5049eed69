interface PriceCalculator {
    Money net(BigDecimal gross, BigDecimal vatRate)
}
