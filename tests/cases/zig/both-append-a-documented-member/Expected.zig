const std = @import("std");

pub fn add(a: i32, b: i32) i32 {
    return a + b;
}

pub fn sub(a: i32, b: i32) i32 {
    return a - b;
}

/// Multiplies two integers, wrapping on overflow.
pub fn mul(a: i32, b: i32) i32 {
    return a *% b;
}

/// Negates an integer, wrapping on overflow.
pub fn neg(a: i32) i32 {
    return 0 -% a;
}
