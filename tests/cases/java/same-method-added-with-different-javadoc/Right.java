package demo;

public interface Shelf {

    /**
     * The books on the shelf.
     */
    String[] books();

    /**
     * The label printed on the shelf's edge.
     * @since 1.9
     */
    String label();
}
