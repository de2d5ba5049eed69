import { mkdirSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export class DiskCache {
  constructor(private readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  entryPath(key: string): string {
<<<<<<< left
    return join(this.root, `${sanitize(key)}.cache`);
||||||| base
    return join(this.root, `${key}.bin`);
=======
    return join(this.root, "objects", key.slice(0, 2), key.slice(2));
>>>>>>> right
  }

  has(key: string): boolean {
    return existsSync(this.entryPath(key));
  }

  load(key: string): Buffer {
    return readFileSync(this.entryPath(key));
  }
}
