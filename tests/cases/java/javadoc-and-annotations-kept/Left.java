public class Invoice {
    /** Invoice number, unique per year. */
    @Column(nullable = false)
    private String number;

    /**
     * Total in cents, tax included.
     */
    private long total;

    /** Due date; null until issued. */
    private java.time.LocalDate due;
}
