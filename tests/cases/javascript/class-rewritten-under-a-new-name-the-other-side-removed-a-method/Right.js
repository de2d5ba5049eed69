export class XhrClient {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.pending = new Set();
  }

  get(path) {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("GET", this.baseUrl + path);
      xhr.onload = () => resolve(JSON.parse(xhr.responseText));
      xhr.onerror = () => reject(new Error(`GET ${path} failed`));
      this.pending.add(xhr);
      xhr.send();
    });
  }

}

export const api = new XhrClient("/api");
