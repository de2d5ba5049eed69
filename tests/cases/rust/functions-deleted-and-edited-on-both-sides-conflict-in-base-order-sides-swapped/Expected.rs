use std::time::Duration;

fn connect_timeout() -> Duration {
    Duration::from_secs(10)
}

<<<<<<< left
||||||| base
fn read_timeout() -> Duration {
    Duration::from_secs(30)
}

=======
fn read_timeout() -> Duration {
    Duration::from_millis(30_000)
}

>>>>>>> right
fn idle_timeout() -> Option<Duration> {
    None
}
<<<<<<< left

fn write_timeout() -> Duration {
    Duration::from_secs(60)
}
||||||| base

fn write_timeout() -> Duration {
    Duration::from_secs(30)
}
=======
>>>>>>> right
