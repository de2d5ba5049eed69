pub struct Limits {
    pub max_body: u32,
    pub max_headers: u16,
    pub timeout_ms: u32,
}
