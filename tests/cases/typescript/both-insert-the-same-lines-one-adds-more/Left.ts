export class RegistrationError extends Error {}

export class UserDirectory {
  private readonly byEmail = new Map<string, number>();
  private readonly names = new Map<number, string>();
  private lastId = 0;

  register(email: string, name: string): number {
    const key = email.trim().toLowerCase();
    if (this.byEmail.has(key)) {
      throw new RegistrationError(`already registered: ${key}`);
    }
    const id = ++this.lastId;
    this.byEmail.set(key, id);
    this.names.set(id, name);
    return id;
  }

  nameOf(id: number): string | undefined {
    return this.names.get(id);
  }
}
