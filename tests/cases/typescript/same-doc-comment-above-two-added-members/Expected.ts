export class Client {
  get(): boolean {
    return true;
  }

  /** Checks the client against a live server. */
  dispatch(): boolean {
    return this.call("dispatch");
  }

  /** Checks the client against a live server. */
  persist(): boolean {
    return this.call("persist");
  }
}
