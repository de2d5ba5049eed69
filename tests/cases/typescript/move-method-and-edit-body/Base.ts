export class Money {
  constructor(readonly cents: number) {}

  add(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  format(): string {
    return (this.cents / 100).toFixed(2);
  }
}
