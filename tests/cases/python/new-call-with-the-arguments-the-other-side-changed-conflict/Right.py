def connect(host):
    return Client(host)


def fetch(host, path):
    client = connect(host)
    return client.get(path)


def ping(host):
    client = connect(host)
    return client.ping(retries=2)


def status(host):
    client = connect(host)
    return client.status()
