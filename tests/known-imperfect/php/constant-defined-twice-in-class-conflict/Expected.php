<?php

class RetryPolicy
{
    public const MAX_ATTEMPTS = 3;
<<<<<<< left
    public const MAX_DELAY = 60;
||||||| base
=======
    public const MAX_DELAY = 120;
>>>>>>> right

    public function delayFor(int $attempt): int
    {
        return min(2 ** $attempt, self::MAX_DELAY);
    }
}
