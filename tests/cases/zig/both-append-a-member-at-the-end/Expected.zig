pub const Config = struct {
    port: u16 = 8080,
    host: []const u8 = "127.0.0.1",
    workers: u8 = 4,
    verbose: bool = false,
};
