<?php

class UploadPolicy
{
    public const MAX_SIZE = 10_485_760;
    public const ALLOWED = ['png', 'jpg'];
<<<<<<< left
    public const MAX_FILES = 5;
||||||| base
=======
    public const MAX_FILES = 20;
>>>>>>> right

    public function accepts(string $ext, int $size): bool
    {
        return in_array($ext, self::ALLOWED, true) && $size <= self::MAX_SIZE;
    }
}
