import { logger } from "./logger";
import { Sale } from "./sale";

export class SalesReport {
  constructor(private readonly sales: readonly Sale[]) {}

  totalsByRegion(): Map<string, number> {
    const totals = new Map<string, number>();
    logger.debug(`summing ${this.sales.length} sales`);
    for (const sale of this.sales) {
      let region = sale.region;
      if (!region) {
        region = "unknown";
      }
      const previous = totals.get(region);
      if (previous === undefined) {
        totals.set(region, sale.amountCents);
      } else {
        totals.set(region, previous + sale.amountCents);
      }
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
