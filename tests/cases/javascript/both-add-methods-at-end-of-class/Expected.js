export class EventBus {
  constructor() {
    this.handlers = new Map();
  }

  on(name, fn) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), fn]);
  }

  off(name) {
    this.handlers.delete(name);
  }

  emit(name, payload) {
    for (const fn of this.handlers.get(name) ?? []) fn(payload);
  }
}
