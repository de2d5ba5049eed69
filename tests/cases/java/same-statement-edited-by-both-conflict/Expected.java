package com.example.cache;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

public class DiskCache {
    private final Path root;

    public DiskCache(Path root) throws IOException {
        this.root = Files.createDirectories(root);
    }

    Path entryPath(String key) {
<<<<<<< left
        return root.resolve(sanitize(key) + ".cache");
||||||| base
        return root.resolve(key + ".bin");
=======
        return root.resolve("objects").resolve(key.substring(0, 2)).resolve(key.substring(2));
>>>>>>> right
    }

    public boolean contains(String key) {
        return Files.exists(entryPath(key));
    }

    public byte[] load(String key) throws IOException {
        return Files.readAllBytes(entryPath(key));
    }
}
