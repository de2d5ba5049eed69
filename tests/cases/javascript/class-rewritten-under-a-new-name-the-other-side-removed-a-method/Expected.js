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

<<<<<<< left
  abortAll() {
    this.controller.abort();
    this.controller = new AbortController();
  }
||||||| base
  abortAll() {
    for (const xhr of this.pending) xhr.abort();
    this.pending.clear();
  }
=======
>>>>>>> right
}

export const api = new FetchClient("/api");
