pub struct Config {
    pub verbose: bool,
    pub jobs: usize,
    pub color: bool,
    pub timeout_ms: u64,
}
