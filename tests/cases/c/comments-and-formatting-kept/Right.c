/*
 * Retry policy for the uploader.
 * Tuned for mobile networks.
 */
static const struct retry_policy policy = {
    .attempts   = 3,        /* total tries */
    .backoff_ms = 500,      /* doubled each time */
};
