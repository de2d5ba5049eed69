export class Pager {
  constructor(items: Item[], path: string) {
    this.path = path === "/" ? path : path.replace(/\/+$/, "") + "/";
    this.items = [...items];
    this.total = this.items.length;
  }
}
