/*
 * Retry policy for the uploader.
 */
static const struct retry_policy policy = {
    .attempts   = 3,        /* total tries */
    .backoff_ms = 250,      /* doubled each time */
};
