pub const Config = extern struct {
    port: u16 = 8080,
    host: [*:0]const u8 = "127.0.0.1",
    verbose: bool = false,
};
