const std = @import("std");

pub fn hash(data: []const u8) u64 {
    return std.hash.Wyhash.hash(0, data);
}
