public class Invoice {
    /** Invoice number, unique per year. */
    @Column(nullable = false)
    private String number;

    /**
     * Total in cents.
     */
    private long total;
}
