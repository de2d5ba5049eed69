import { Currency } from "./currency";

const formatters = new Map<string, Intl.NumberFormat>();

export const formatPrice = (cents: number, currency: Currency, locale = "en-US"): string => {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  if (cents < 0) console.warn("formatPrice: negative amount", cents);
  return formatter.format(cents / 100);
};

export function parsePrice(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);
}
