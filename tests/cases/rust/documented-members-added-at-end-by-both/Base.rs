pub struct Config {
    pub verbose: bool,
}

impl Config {
    /// Makes a config.
    pub fn new() -> Self {
        Config { verbose: false }
    }
}
