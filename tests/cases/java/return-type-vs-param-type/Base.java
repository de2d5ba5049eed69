package com.example.store;

public interface Repository<T> {
    T find(String id);
    int countOlderThan(long days);
    void delete(String id);
}
