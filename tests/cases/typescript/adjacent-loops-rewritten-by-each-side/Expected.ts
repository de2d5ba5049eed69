import { isSettled, netCents } from "./money";
import { Order } from "./order";

export interface Summary {
  revenueCents: number;
  itemsByCategory: Map<string, number>;
}

export function summarize(orders: readonly Order[]): Summary {
  let revenueCents = 0;
  for (const order of orders) if (isSettled(order)) revenueCents += netCents(order);
  const itemsByCategory: Map<string, number> = new Map();
  for (const { category, quantity } of orders.flatMap((o) => o.lines)) {
    itemsByCategory.set(category, (itemsByCategory.get(category) ?? 0) + quantity);
  }
  return { revenueCents, itemsByCategory };
}
