import { readFileSync } from "node:fs";

export class LogScanner {
<<<<<<< left
  private maxLines = 50_000;
||||||| base
  private maxLines = 10_000;
=======
  private maxLines = 100_000;
>>>>>>> right

  constructor(private pattern: string) {}

  scan(path: string): string[] {
    const lines = readFileSync(path, "utf8").split(/\r?\n/);
    if (lines.at(-1) === "") lines.pop();
    const hits: string[] = [];
    for (const line of lines.slice(0, this.maxLines)) {
      if (line.includes(this.pattern)) {
        hits.push(line);
      }
    }
    return hits;
  }

  matches(line: string): boolean {
    return line.includes(this.pattern);
  }

  setPattern(pattern: string): void {
    this.pattern = pattern;
  }

  count(path: string): number {
    return this.scan(path).length;
  }
}
