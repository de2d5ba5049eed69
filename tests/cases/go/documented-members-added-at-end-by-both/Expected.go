package cart

// Cart holds items.
type Cart struct {
	items []Item
}

// Add adds an item to the cart.
func (c *Cart) Add(item Item) {
	c.items = append(c.items, item)
}

// Clear removes every item.
func (c *Cart) Clear() {
	c.items = nil
}

// Len is the number of items in the cart.
func (c *Cart) Len() int {
	return len(c.items)
}
