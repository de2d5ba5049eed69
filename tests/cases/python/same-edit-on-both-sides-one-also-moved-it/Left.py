class Pager:
    def __init__(self, items, path):
        self.path = path if path == "/" else path.rstrip("/")
        self.items = list(items)
        self.total = len(self.items)
