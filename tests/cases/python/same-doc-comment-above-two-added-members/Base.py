class ClientTest:
    def test_gets(self):
        assert client.get()
