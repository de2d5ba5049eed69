import { Sale } from "./sale";

export class SalesReport {
  constructor(private readonly sales: readonly Sale[]) {}

  totalsByRegion(): Map<string, number> {
    const totals = new Map<string, number>();
    for (const sale of this.sales.filter((s) => s.settled)) {
      const region = sale.region?.trim().toLowerCase() || "unknown";
      totals.set(region, (totals.get(region) ?? 0) + sale.amountCents);
    }
    return totals;
  }

  largestRegion(): string | undefined {
    let best: [string, number] | undefined;
    for (const entry of this.totalsByRegion()) {
      if (!best || entry[1] > best[1]) best = entry;
    }
    return best?.[0];
  }
}
