class Cart:
    """A shopping cart."""

    def __init__(self):
        self.items = []

    # Adds an item to the cart.
    def add(self, item):
        self.items.append(item)
