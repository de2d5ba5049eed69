export function parseAmount(input: string): number {
  return Number.parseFloat(String(input).replace(',', '.'));
}
