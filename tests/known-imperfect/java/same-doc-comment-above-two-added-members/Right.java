class ClientTest {
    @Test
    void gets() {
        assertTrue(client.get());
    }

    /**
     * Checks the client against a live server.
     */
    @Test
    void persist() {
        assertTrue(client.persist());
    }
}
