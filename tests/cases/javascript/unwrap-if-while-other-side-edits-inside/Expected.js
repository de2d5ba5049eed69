"use strict";

class Uploader {
  constructor(storage, bucket) {
    this.storage = storage;
    this.bucket = bucket;
  }

  watch(stream) {
    stream.on("data", (chunk) => {
      const key = typeof chunk.name === "string"
        ? chunk.name
        : `upload-${chunk.sequence}`;

      this.storage.put(this.bucket, key, chunk.body, { overwrite: false });
    });
  }
}

module.exports = { Uploader };
