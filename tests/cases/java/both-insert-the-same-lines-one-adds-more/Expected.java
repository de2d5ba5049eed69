package com.example.users;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

public class Directory {
    private final Map<String, Long> byEmail = new HashMap<>();
    private final Map<Long, String> names = new HashMap<>();
    private long lastId;

    public long register(String email, String name) {
        String key = email.trim().toLowerCase(Locale.ROOT);
        if (byEmail.containsKey(key)) {
            throw new IllegalArgumentException("already registered: " + key);
        }
        if (key.indexOf('@') < 0) {
            throw new IllegalArgumentException("not an email address: " + key);
        }
        long id = ++lastId;
        byEmail.put(key, id);
        names.put(id, name);
        return id;
    }

    public String nameOf(long id) {
        return names.get(id);
    }
}
