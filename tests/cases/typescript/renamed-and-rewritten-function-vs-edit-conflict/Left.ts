export class Parser {
  private pos = 0;

  readHeader(line: string): Header {
    return splitHeader(line);
  }

  reset(): void {
    this.pos = 0;
  }
}
