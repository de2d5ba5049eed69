const std = @import("std");
const mem = std.mem;

pub fn eql(a: []const u8, b: []const u8) bool {
    return mem.eql(u8, a, b);
}
