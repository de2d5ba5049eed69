<?php

class RetryPolicy
{
    public const MAX_ATTEMPTS = 3;
    public const MAX_DELAY = 60;

    public function delayFor(int $attempt): int
    {
        return min(2 ** $attempt, self::MAX_DELAY);
    }

    public const MAX_DELAY = 120;
}
