export class Money {
  constructor(readonly cents: number) {}

  add(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  format(currency = 'EUR'): string {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(this.cents / 100);
  }
}
