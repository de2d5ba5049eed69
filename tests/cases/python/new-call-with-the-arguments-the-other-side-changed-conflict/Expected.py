def connect(host, timeout):
    return Client(host, timeout=timeout)


def fetch(host, path):
    client = connect(host, 30)
    return client.get(path)


def ping(host):
<<<<<<< left
    client = connect(host, 5)
    return client.ping()
||||||| base
    client = connect(host)
    return client.ping()
=======
    client = connect(host)
    return client.ping(retries=2)


def status(host):
    client = connect(host)
    return client.status()
>>>>>>> right
