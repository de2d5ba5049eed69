pub struct Config {
    pub verbose: bool,
}

impl Config {
    /// Makes a config.
    pub fn new() -> Self {
        Config { verbose: false }
    }

    /// Whether it is verbose.
    pub fn is_verbose(&self) -> bool {
        self.verbose
    }
}
