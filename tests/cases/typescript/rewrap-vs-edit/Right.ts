export type LogLevel = "debug" | "info" | "warn" | "error";

export interface LoggerOptions {
  level: LogLevel;
  json: boolean;
}

const ORDER: LogLevel[] = ["debug", "info", "warn", "error"];

export function createLogger(options: LoggerOptions) {
  const threshold = ORDER.indexOf(options.level);
  return (level: LogLevel, message: string, fields: Record<string, unknown> = {}) => {
    if (ORDER.indexOf(level) < threshold) return;
    const line = options.json
      ? JSON.stringify({ time: new Date().toISOString(), level, message, pid: process.pid, ...fields })
      : `${level.toUpperCase()} ${message}`;
    console.log(line);
  };
}
