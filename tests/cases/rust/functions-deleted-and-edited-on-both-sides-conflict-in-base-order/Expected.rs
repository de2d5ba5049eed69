use std::time::Duration;

fn connect_timeout() -> Duration {
    Duration::from_secs(10)
}

<<<<<<< left
fn read_timeout() -> Duration {
    Duration::from_millis(30_000)
}

||||||| base
fn read_timeout() -> Duration {
    Duration::from_secs(30)
}

=======
>>>>>>> right
fn idle_timeout() -> Option<Duration> {
    None
}
<<<<<<< left
||||||| base

fn write_timeout() -> Duration {
    Duration::from_secs(30)
}
=======

fn write_timeout() -> Duration {
    Duration::from_secs(60)
}
>>>>>>> right
