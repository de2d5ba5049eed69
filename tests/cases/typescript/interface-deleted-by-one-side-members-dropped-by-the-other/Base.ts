import type { Address } from "./address";

export interface User {
  id: string;
  displayName: string;
  email: string;
  address?: Address;
}

/** Shape of /api/v1/users responses; v2 returns `User`. */
export interface LegacyUserDto {
  user_id: number;
  first_name: string;
  last_name: string;
  email_address: string;
  fax?: string;
  pager?: string;
}

export function fullName(user: User): string {
  return user.displayName.trim();
}
