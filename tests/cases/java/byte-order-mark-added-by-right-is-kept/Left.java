package org.example.shop;

public class Cart {
    private final List<Item> items = new ArrayList<>();

    /**
     * Adds an item to the cart.
     */
    public void add(Item item) {
        items.add(item);
    }

    /**
     * Removes every item.
     */
    public void clear() {
        items.clear();
    }
}
