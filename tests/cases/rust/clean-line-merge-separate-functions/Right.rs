use std::time::Duration;

/// How long a client may stay idle before the server drops it.
pub fn idle_timeout() -> Duration {
    Duration::from_secs(30)
}

pub fn max_connections() -> usize {
    256
}

pub fn retry_delay(attempt: u32) -> Duration {
    Duration::from_millis(100 * u64::from(attempt.min(10)))
}
