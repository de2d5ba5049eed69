pub struct Config {
    retries: u32,
}

<<<<<<< left
fn default_retries() -> u32 {
    1
}

fn default_timeout() -> u32 {
    2
}
||||||| base
fn default_retries() -> u32 {
    0
}

fn default_timeout() -> u32 {
    0
}
=======
fn default_timeout() -> u32 {
    1
}
>>>>>>> right

fn default_port() -> u32 {
    0
}

