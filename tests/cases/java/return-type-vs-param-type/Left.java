package com.example.store;

public interface Repository<T> {
    T find(String id);
    long countOlderThan(long days);
    void delete(String id);
}
