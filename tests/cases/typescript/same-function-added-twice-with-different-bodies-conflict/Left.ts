export interface User {
  id: string;
  name: string;
  email: string;
}

export function displayName(user: User): string {
  return user.name || user.email;
}

export function initials(user: User): string {
  return user.name.split(" ").map((part) => part[0]).join("");
}
