export class Client {
  get(): boolean {
    return true;
  }
}
