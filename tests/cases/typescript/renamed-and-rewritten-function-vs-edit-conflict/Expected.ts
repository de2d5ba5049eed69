export class Parser {
  private pos = 0;

  readHeader(line: string, strict = false): Header {
    return splitHeader(line);
  }

<<<<<<< left
||||||| base
  parseHeader(line: string): Header {
    const colon = line.indexOf(":");
    if (colon < 0) {
      throw new ParseError("no colon", this.pos);
    }
    this.pos += line.length;
    return { name: line.slice(0, colon), value: line.slice(colon + 1).trim() };
  }

=======
  parseHeader(line: string, strict = false): Header {
    const colon = line.indexOf(":");
    if (colon < 0) {
      throw new ParseError("no colon", this.pos, strict);
    }
    this.pos += line.length;
    return { name: line.slice(0, colon), value: line.slice(colon + 1).trim() };
  }

>>>>>>> right
  reset(): void {
    this.pos = 0;
  }
}
