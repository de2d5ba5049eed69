export class Money {
  constructor(readonly cents: number) {}

  format(): string {
    return (this.cents / 100).toFixed(2);
  }

  add(other: Money): Money {
    return new Money(this.cents + other.cents);
  }
}
