pub struct Config {
    retries: u32,
}

fn default_jobs() -> u32 {
    0
}

fn default_timeout() -> u32 {
    1
}

fn default_port() -> u32 {
    0
}

