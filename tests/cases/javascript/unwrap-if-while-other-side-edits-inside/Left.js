"use strict";

class Uploader {
  constructor(storage, bucket) {
    this.storage = storage;
    this.bucket = bucket;
  }

  watch(stream) {
    stream.on("data", (chunk) => {
      if (typeof chunk.name === "string") {
        this.storage.put(this.bucket, chunk.name, chunk.body, { overwrite: false });
      }
    });
  }
}

module.exports = { Uploader };
