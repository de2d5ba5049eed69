export interface User {
  id: string;
  name: string;
  email: string;
}

export function displayName(user: User): string {
  return user.name || user.email;
}

<<<<<<< left
export function initials(user: User): string {
  return user.name.split(" ").map((part) => part[0]).join("");
}
||||||| base
=======
export function initials(user: User): string {
  return (user.name[0] ?? user.email[0]).toUpperCase();
}
>>>>>>> right
