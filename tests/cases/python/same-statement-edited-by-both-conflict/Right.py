import os


class DiskCache:
    def __init__(self, root):
        self.root = root
        os.makedirs(root, exist_ok=True)

    def entry_path(self, key):
        return os.path.join(self.root, "objects", key[:2], key[2:])

    def contains(self, key):
        return os.path.exists(self.entry_path(key))

    def load(self, key):
        with open(self.entry_path(key), "rb") as f:
            return f.read()
