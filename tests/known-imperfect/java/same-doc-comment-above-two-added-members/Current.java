class ClientTest {
    @Test
    void gets() {
        assertTrue(client.get());
    }
<<<<<<< left

    /**
     * Checks the client against a live server.
     */
    @Test
    void dispatch() {
        assertTrue(client.dispatch());
    }
||||||| base
=======

    /**
     * Checks the client against a live server.
     */
    @Test
    void persist() {
        assertTrue(client.persist());
    }
>>>>>>> right
}
