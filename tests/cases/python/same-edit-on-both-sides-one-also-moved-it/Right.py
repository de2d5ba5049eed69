class Pager:
    def __init__(self, items, path):
        self.items = list(items)
        self.path = path if path == "/" else path.rstrip("/")
        self.total = len(self.items)
