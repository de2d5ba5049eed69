import { Column } from "./table";

export interface OrderRow {
  id: string;
  placedAt: Date;
  totalCents: number;
}

export const orderColumns: Column<OrderRow>[] = [
  { key: "id", label: "Order", width: 12 },
  { key: "placedAt", label: "Placed on", width: 16, format: (d: Date) => d.toLocaleDateString() },
  { key: "totalCents", label: "Total  (incl. VAT)", width: 10, align: "right" },
];

export function visibleColumns(narrow: boolean): Column<OrderRow>[] {
  return narrow ? orderColumns.filter((c) => c.key !== "placedAt") : orderColumns;
}
