export function greeting(): string {
  return "Helo, welcome to teh team";
}
