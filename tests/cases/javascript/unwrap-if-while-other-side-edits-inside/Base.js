"use strict";

class Uploader {
  constructor(storage, bucket) {
    this.storage = storage;
    this.bucket = bucket;
  }

  watch(stream) {
    var that = this;
    stream.on("data", function (chunk) {
      if (typeof chunk.name === "string") {
        that.storage.put(that.bucket, chunk.name, chunk.body, { overwrite: false });
      }
    });
  }
}

module.exports = { Uploader };
