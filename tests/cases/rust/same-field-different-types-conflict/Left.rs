pub struct Limits {
    pub max_body: u64,
    pub max_headers: usize,
    pub timeout_ms: u64,
}
