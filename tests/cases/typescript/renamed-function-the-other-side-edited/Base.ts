export class Parser {
  private pos = 0;

  parseHeader(line: string): Header {
    const colon = line.indexOf(":");
    if (colon < 0) {
      throw new ParseError("no colon", this.pos);
    }
    this.pos += line.length;
    return { name: line.slice(0, colon), value: line.slice(colon + 1).trim() };
  }

  reset(): void {
    this.pos = 0;
  }
}
