package com.example.shipping;

import java.time.Duration;

/**
 * Decides how long to wait before the next attempt to reach a carrier.
 */
public final class RetryPolicy {
    private final int maxAttempts;
    private final Duration firstDelay;

    /**
     * @param maxAttempts how many times a request is sent at most
     * @param firstDelay the wait after the first failure, doubled after each further one
     */
    public RetryPolicy(int maxAttempts, Duration firstDelay) {
        this.maxAttempts = maxAttempts;
        this.firstDelay = firstDelay;
    }

    /**
     * @param attempt the number of attempts made so far, starting at 1
     * @return the wait before the next attempt, or null to give up
     */
    public Duration delayAfter(int attempt) {
        if (attempt >= maxAttempts) {
            return null;
        }
        return firstDelay.multipliedBy(1L << (attempt - 1));
    }
}
