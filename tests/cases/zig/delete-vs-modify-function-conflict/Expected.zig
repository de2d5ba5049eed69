const std = @import("std");

<<<<<<< left
||||||| base
fn legacyHash(data: []const u8) u32 {
    return @truncate(std.hash.Wyhash.hash(0, data));
}

=======
fn legacyHash(data: []const u8) u32 {
    return @truncate(std.hash.Wyhash.hash(42, data));
}

>>>>>>> right
pub fn hash(data: []const u8) u64 {
    return std.hash.Wyhash.hash(0, data);
}
