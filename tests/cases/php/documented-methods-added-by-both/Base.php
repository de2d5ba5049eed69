<?php

final class Slug
{
    /**
     * Lower-cases and hyphenates a title.
     */
    public static function fromTitle(string $title): string
    {
        return strtolower(preg_replace('/\W+/', '-', trim($title)));
    }
}
