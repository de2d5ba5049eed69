public class Cart {
    private final java.util.List<Item> items = new java.util.ArrayList<>();

    public void clear() {
        items.clear();
    }

    @Deprecated
    public void empty() {
        clear();
    }
}
