export function parseAmount(input: string): number | null {
  return Number.parseFloat(String(input).replace(',', '.'));
}
