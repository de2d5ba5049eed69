pub struct Config {
    retries: u32,
}

<<<<<<< left
||||||| base
fn default_retries() -> u32 {
    0
}

=======
fn default_retries() -> u32 {
    1
}

>>>>>>> right
fn default_timeout() -> u32 {
<<<<<<< left
    1
||||||| base
    0
=======
    2
>>>>>>> right
}

fn default_port() -> u32 {
    0
}

