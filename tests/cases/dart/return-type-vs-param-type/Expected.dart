abstract class PriceService {
  double priceOf(String sku);

  num discounted(double price, double percent);
}
