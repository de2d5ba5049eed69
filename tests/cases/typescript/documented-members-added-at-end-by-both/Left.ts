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
}
