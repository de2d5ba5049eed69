export function parseAmount(input: string | number): number {
  return Number.parseFloat(String(input).replace(',', '.'));
}
