export class FetchClient {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.controller = new AbortController();
  }

  async get(path) {
    const response = await fetch(this.baseUrl + path, { signal: this.controller.signal });
    if (!response.ok) throw new Error(`GET ${path} failed`);
    return response.json();
  }

  abortAll() {
    this.controller.abort();
    this.controller = new AbortController();
  }
}

export const api = new FetchClient("/api");
