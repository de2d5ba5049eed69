package com.example.text;

public final class Strings {
    private Strings() {}

    public static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }

    public static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
