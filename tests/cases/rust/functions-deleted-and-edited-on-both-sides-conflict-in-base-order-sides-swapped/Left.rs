use std::time::Duration;

fn connect_timeout() -> Duration {
    Duration::from_secs(10)
}

fn write_timeout() -> Duration {
    Duration::from_secs(60)
}
