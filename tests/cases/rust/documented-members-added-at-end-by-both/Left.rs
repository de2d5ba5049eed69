pub struct Config {
    pub verbose: bool,
}

impl Config {
    /// Makes a config.
    pub fn new() -> Self {
        Config { verbose: false }
    }

    /// Turns verbosity on.
    pub fn loud(mut self) -> Self {
        self.verbose = true;
        self
    }
}
