import { readFile } from 'node:fs/promises';

export async function loadConfig(path) {
  const text = await readFile(path, 'utf8');
  const config = JSON.parse(text);
  return config;
}

export function port(config) {
  return config.port ?? 3000;
}
