<?php

class RetryPolicy
{
    public const MAX_ATTEMPTS = 3;

    public function delayFor(int $attempt): int
    {
        return min(2 ** $attempt, 60);
    }
}
