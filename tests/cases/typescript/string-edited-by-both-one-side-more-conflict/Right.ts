export function greeting(): string {
  return "Hello, welcome to the team";
}
