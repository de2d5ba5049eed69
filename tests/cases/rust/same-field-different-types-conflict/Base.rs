pub struct Limits {
    pub max_body: usize,
    pub max_headers: usize,
    pub timeout_ms: u32,
}
