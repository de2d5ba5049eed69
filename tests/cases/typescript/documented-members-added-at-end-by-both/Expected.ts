export class Cart {
  private items: Item[] = [];

  /** Adds an item to the cart. */
  add(item: Item): void {
    this.items.push(item);
  }

  /** Removes every item. */
  clear(): void {
    this.items = [];
  }

  /** The number of items in the cart. */
  size(): number {
    return this.items.length;
  }
}
