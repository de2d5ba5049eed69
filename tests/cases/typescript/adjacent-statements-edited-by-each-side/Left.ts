export interface ServerOptions {
  host: string;
  port: number;
  backlog: number;
  timeoutMs: number;
  maxClients: number;
}

export const defaultOptions: ServerOptions = {
  host: "0.0.0.0",
  port: Number(process.env.PORT ?? 8080),
  backlog: 16,
  timeoutMs: 30_000,
  maxClients: 256,
};

export function address(options: ServerOptions): string {
  return `${options.host}:${options.port}`;
}
