package demo;

public interface Shelf {

    /**
     * The books on the shelf.
     */
    String[] books();
}
