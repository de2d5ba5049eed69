public class Cart {
    private final java.util.List<Item> items = new java.util.ArrayList<>();

    public void clear() {
        items.clear();
    }
<<<<<<< left
||||||| base

    @Deprecated
    public void empty() {
        clear();
    }
=======

    @Deprecated(since = "2.0", forRemoval = true)
    public void empty() {
        clear();
    }
>>>>>>> right
}
