class ClientTest {
    @Test
    void gets() {
        assertTrue(client.get());
    }
}
