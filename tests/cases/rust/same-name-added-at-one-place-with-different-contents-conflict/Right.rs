use std::time::Duration;

pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
pub const MAX_RETRIES: u32 = 5;

pub fn backoff(attempt: u32) -> Duration {
    Duration::from_millis(100 * 2u64.pow(attempt))
}
