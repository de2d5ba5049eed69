#include "cart.h"

/* Adds an item to the cart. */
void cart_add(struct cart *c, struct item *item)
{
	c->items[c->nr++] = item;
}
