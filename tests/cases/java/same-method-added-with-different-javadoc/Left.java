package demo;

public interface Shelf {

    /**
     * The books on the shelf.
     */
    String[] books();

    /**
     * The shelf's label.
     * @since 2.0
     */
    String label();
}
