import { Cache, Entry, FetchOptions } from "./cache";

export class AvatarLoader {
  constructor(private readonly cache: Cache) {}

  handler(options: FetchOptions): (entry: Entry) => Promise<Blob> | undefined {
    const load = (entry: Entry) => {
      const url = entry.url !== undefined
        ? entry.url
        : options.placeholderUrl;

      return this.fetchImage(url, entry.size, options.retries);
    };

    return load;
  }

  private fetchImage(url: string, size: number, retries: number): Promise<Blob> {
    return this.cache.get(url, size, retries);
  }
}
