#include "cart.h"

/* Adds an item to the cart. */
void cart_add(struct cart *c, struct item *item)
{
	c->items[c->nr++] = item;
}

/* Removes every item. */
void cart_clear(struct cart *c)
{
	c->nr = 0;
}

/* The number of items in the cart. */
size_t cart_size(const struct cart *c)
{
	return c->nr;
}
