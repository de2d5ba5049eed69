export class Pager {
  constructor(items: Item[], path: string) {
    this.items = [...items];
    this.path = path === "/" ? path : path.replace(/\/+$/, "");
    this.total = this.items.length;
  }
}
