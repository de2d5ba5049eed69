export class Histogram {
  private readonly samples: number[] = [];

  constructor(readonly label: string) {}

  record(millis: number): void {
    this.samples.push(millis);
  }

  summary(): string {
    if (this.samples.length === 0) {
      return `${this.label}: no samples`;
    }
    const first = this.samples[0].toFixed(1);
    console.debug(`${this.label}: first sample ${first} ms`);
    const total = this.samples.reduce((sum, s) => sum + s, 0);
    const mean = total / this.samples.length;
    return `${this.label}: mean ${mean.toFixed(1)} ms`;
  }
}
