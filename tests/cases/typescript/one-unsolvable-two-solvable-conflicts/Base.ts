import { readFileSync } from "node:fs";

export class LogScanner {
  private maxLines = 10_000;

  constructor(private pattern: string) {}

  scan(path: string): string[] {
    const lines = readFileSync(path, "utf8").split("\n");
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
}
