export function greeting(): string {
  return "Hello, welcome to teh team";
}
