#include "cart.h"

/* Adds an item to the cart. */
void cart_add(struct cart *c, struct item *item)
{
	c->items[c->nr++] = item;
}

/* The number of items in the cart. */
size_t cart_size(const struct cart *c)
{
	return c->nr;
}
