package cart

// Cart holds items.
type Cart struct {
	items []Item
}

// Add adds an item to the cart.
func (c *Cart) Add(item Item) {
	c.items = append(c.items, item)
}

// Len is the number of items in the cart.
func (c *Cart) Len() int {
	return len(c.items)
}
