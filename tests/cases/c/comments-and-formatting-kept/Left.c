/*
 * Retry policy for the uploader.
 */
static const struct retry_policy policy = {
    .attempts   = 5,        /* total tries */
    .backoff_ms = 250,      /* doubled each time */
    .jitter     = 1,        /* randomise the delay */
};
