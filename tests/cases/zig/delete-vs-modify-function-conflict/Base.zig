const std = @import("std");

fn legacyHash(data: []const u8) u32 {
    return @truncate(std.hash.Wyhash.hash(0, data));
}

pub fn hash(data: []const u8) u64 {
    return std.hash.Wyhash.hash(0, data);
}
