abstract class PriceService {
  double priceOf(String sku);

  double discounted(double price, int percent);
}
