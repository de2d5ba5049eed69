import { readFile } from "node:fs/promises";
import { parse } from "yaml";

export interface Settings {
  port: number;
  logLevel: string;
}

export async function loadSettings(path: string): Promise<Settings> {
  const text = await readFile(path, "utf8");
  const raw = parse(text) ?? {};
  console.debug("raw settings", raw);
  return {
    port: Number(raw.port ?? 8080),
    logLevel: String(raw.logLevel ?? "info"),
  };
}
