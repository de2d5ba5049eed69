import type { Address } from "./address";

export interface User {
  id: string;
  displayName: string;
  email: string;
  address?: Address;
}

export function fullName(user: User): string {
  return user.displayName.trim();
}
