import { Order } from "./order";

export interface Summary {
  revenueCents: number;
  itemsByCategory: Map<string, number>;
}

export function summarize(orders: readonly Order[]): Summary {
  let revenueCents = 0;
  for (let i = 0; i < orders.length; i++) {
    const order = orders[i];
    if (order.status === "paid") {
      revenueCents = revenueCents + order.totalCents;
    }
  }
  const itemsByCategory = new Map<string, number>();
  for (let i = 0; i < orders.length; i++) {
    const lines = orders[i].lines;
    for (let j = 0; j < lines.length; j++) {
      const current = itemsByCategory.get(lines[j].category) || 0;
      itemsByCategory.set(lines[j].category, current + lines[j].quantity);
    }
  }
  return { revenueCents, itemsByCategory };
}
