const std = @import("std");

fn clamp(x: i32, lo: i32, hi: i32) i32 {
    return @max(lo, @min(x, hi));
}

test "clamp" {
    try std.testing.expectEqual(@as(i32, 0), clamp(-3, 0, 5));
}
