export function parseAmount(input: string | number): number | null {
  return Number.parseFloat(String(input).replace(',', '.'));
}
