export interface Store {
  currency: string;
  locale: string;
}

/**
 * Formats an amount of money for the price tag.
 *
 * @param cents - the amount in the smallest unit of the currency
 * @param currency - an ISO 4217 code such as EUR
 * @param locale - the locale whose separators are used
 */
export function formatPrice(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}

/**
 * Formats a discount as a percentage.
 *
 * @param ratio - a number between 0 and 1
 */
export function formatDiscount(ratio: number): string {
  return `${Math.round(ratio * 100)} %`;
}
