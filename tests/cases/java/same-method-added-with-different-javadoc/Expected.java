package demo;

public interface Shelf {

    /**
     * The books on the shelf.
     */
    String[] books();
<<<<<<< left

    /**
     * The shelf's label.
     * @since 2.0
     */
    String label();
||||||| base
=======

    /**
     * The label printed on the shelf's edge.
     * @since 1.9
     */
    String label();
>>>>>>> right
}
