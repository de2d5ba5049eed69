<?php

class UploadPolicy
{
    public const MAX_SIZE = 10_485_760;
    public const ALLOWED = ['png', 'jpg'];
    public const MAX_FILES = 20;

    public function accepts(string $ext, int $size): bool
    {
        return in_array($ext, self::ALLOWED, true) && $size <= self::MAX_SIZE;
    }
}
