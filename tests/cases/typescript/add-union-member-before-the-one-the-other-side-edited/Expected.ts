export type Event =
  | { kind: "open"; at: number }
  | { kind: "error"; at: number; message: string }
  | { kind: "close"; at: number; code: number };

export function describe(event: Event): string {
  return event.kind;
}
