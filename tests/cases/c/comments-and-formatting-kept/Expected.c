/*
 * Retry policy for the uploader.
 * Tuned for mobile networks.
 */
static const struct retry_policy policy = {
    .attempts   = 5,        /* total tries */
    .backoff_ms = 500,      /* doubled each time */
    .jitter     = 1,        /* randomise the delay */
};
