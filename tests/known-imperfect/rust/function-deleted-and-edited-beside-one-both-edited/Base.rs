pub struct Config {
    retries: u32,
}

fn default_retries() -> u32 {
    0
}

fn default_jobs() -> u32 {
    0
}

fn default_timeout() -> u32 {
    0
}

