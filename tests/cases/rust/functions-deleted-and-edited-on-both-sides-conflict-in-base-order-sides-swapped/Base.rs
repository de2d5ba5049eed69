use std::time::Duration;

fn connect_timeout() -> Duration {
    Duration::from_secs(5)
}

fn read_timeout() -> Duration {
    Duration::from_secs(30)
}

fn write_timeout() -> Duration {
    Duration::from_secs(30)
}
