pub struct Config {
    retries: u32,
}

fn default_retries() -> u32 {
    1
}

fn default_timeout() -> u32 {
    2
}

