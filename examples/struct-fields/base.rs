pub struct Config {
    pub verbose: bool,
    pub jobs: usize,
}
