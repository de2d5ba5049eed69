package com.example.store;

public interface Repository<T> {
    T find(String id);
    long countOlderThan(java.time.Duration days);
    void delete(String id);
}
