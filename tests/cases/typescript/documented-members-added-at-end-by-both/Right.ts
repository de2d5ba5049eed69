export class Cart {
  private items: Item[] = [];

  /** Adds an item to the cart. */
  add(item: Item): void {
    this.items.push(item);
  }

  /** The number of items in the cart. */
  size(): number {
    return this.items.length;
  }
}
