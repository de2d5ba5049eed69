class ClientTest:
    def test_gets(self):
        assert client.get()

    # Checks the client against a live server.
    def test_persist(self):
        assert client.persist()
