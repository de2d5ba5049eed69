export class Client {
  get(): boolean {
    return true;
  }

  /** Checks the client against a live server. */
  dispatch(): boolean {
    return this.call("dispatch");
  }
}
