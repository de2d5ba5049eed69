const std = @import("std");

pub const max_connections: usize = 64;
<<<<<<< left
pub const buffer_size: usize = 8192;
||||||| base
pub const buffer_size: usize = 4096;
=======
pub const buffer_size: usize = 16384;
>>>>>>> right
