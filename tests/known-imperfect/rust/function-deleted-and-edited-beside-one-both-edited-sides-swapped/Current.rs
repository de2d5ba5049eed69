pub struct Config {
    retries: u32,
}

<<<<<<< left
fn default_timeout() -> u32 {
    1
}
||||||| base
fn default_retries() -> u32 {
    0
}

fn default_timeout() -> u32 {
    0
}
=======
fn default_retries() -> u32 {
    1
}

fn default_timeout() -> u32 {
    2
}
>>>>>>> right

fn default_port() -> u32 {
    0
}

