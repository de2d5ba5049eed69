class Cart:
    """A shopping cart."""

    def __init__(self):
        self.items = []

    # Adds an item to the cart.
    def add(self, item):
        self.items.append(item)

    # Removes every item.
    def clear(self):
        self.items.clear()
