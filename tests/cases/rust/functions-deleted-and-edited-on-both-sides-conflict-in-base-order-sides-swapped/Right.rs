use std::time::Duration;

fn connect_timeout() -> Duration {
    Duration::from_secs(5)
}

fn read_timeout() -> Duration {
    Duration::from_millis(30_000)
}

fn idle_timeout() -> Option<Duration> {
    None
}
