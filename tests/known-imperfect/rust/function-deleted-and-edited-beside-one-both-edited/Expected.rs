pub struct Config {
    retries: u32,
}

<<<<<<< left
fn default_retries() -> u32 {
    1
}

||||||| base
fn default_retries() -> u32 {
    0
}

=======
>>>>>>> right
fn default_timeout() -> u32 {
<<<<<<< left
    2
||||||| base
    0
=======
    1
>>>>>>> right
}

fn default_port() -> u32 {
    0
}

