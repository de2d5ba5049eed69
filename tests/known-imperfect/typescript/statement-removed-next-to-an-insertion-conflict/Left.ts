export class Histogram {
  private readonly samples: number[] = [];

  constructor(readonly label: string) {}

  record(millis: number): void {
    this.samples.push(millis);
  }

  summary(): string {
    const total = this.samples.reduce((sum, s) => sum + s, 0);
    const mean = total / Math.max(this.samples.length, 1);
    return `${this.label}: mean ${mean.toFixed(1)} ms`;
  }
}
