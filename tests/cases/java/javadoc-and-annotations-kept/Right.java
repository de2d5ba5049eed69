public class Invoice {
    /** Invoice number, unique per year. */
    @Column(nullable = false, length = 32)
    private String number;

    /**
     * Total in cents.
     */
    private long total;

    @Version
    private int version;
}
