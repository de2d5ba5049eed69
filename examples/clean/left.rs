/// Settings read from the command line.
pub struct Config {
    pub verbose: bool,
    pub jobs: usize,
}

impl Config {
    /// The defaults: one job per core.
    pub fn new() -> Self {
        let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config { verbose: false, jobs }
    }

    /// A one-line summary.
    pub fn describe(&self) -> String {
        format!("verbose={} jobs={}", self.verbose, self.jobs)
    }
}
