def connect(host, timeout):
    return Client(host, timeout=timeout)


def fetch(host, path):
    client = connect(host, 30)
    return client.get(path)


def ping(host):
    client = connect(host, 5)
    return client.ping()
