class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, qty=1):
        self.items[name] = self.items.get(name, 0) + qty

    def remove(self, name):
        self.items.pop(name, None)

    def total(self):
        return sum(self.items.values())
