import { readFile } from "node:fs/promises";
import { parse } from "yaml";

export interface Settings {
  port: number;
  logLevel: string;
}

export class SettingsLoader {
  constructor(private readonly path: string) {}

  async load(): Promise<Settings> {
    const text = await readFile(this.path, "utf8");
    const raw = parse(text) ?? {};
    return {
      port: Number(raw.port ?? 8080),
      logLevel: String(raw.logLevel ?? "info"),
    };
  }
}
