"use strict";

class Uploader {
  constructor(storage, bucket) {
    this.storage = storage;
    this.bucket = bucket;
  }

  watch(stream) {
    var that = this;
    stream.on("data", function (chunk) {
      const key = typeof chunk.name === "string"
        ? chunk.name
        : `upload-${chunk.sequence}`;

      that.storage.put(that.bucket, key, chunk.body, { overwrite: false });
    });
  }
}

module.exports = { Uploader };
