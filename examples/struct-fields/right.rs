pub struct Config {
    pub verbose: bool,
    pub jobs: usize,
    pub timeout_ms: u64,
}
