/// Settings read from the command line.
pub struct Config {
    pub verbose: bool,
    pub jobs: usize,
}

impl Config {
    /// The defaults.
    pub fn new() -> Self {
        Config { verbose: false, jobs: 1 }
    }

    /// A one-line summary for logs.
    pub fn describe(&self) -> String {
        format!("verbose={}, jobs={}", self.verbose, self.jobs)
    }
}
