const std = @import("std");

pub const max_connections: usize = 64;
pub const buffer_size: usize = 4096;
