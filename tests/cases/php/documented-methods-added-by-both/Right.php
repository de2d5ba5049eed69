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

    /**
     * Cuts a slug to at most $max characters.
     */
    public static function truncate(string $slug, int $max): string
    {
        return rtrim(substr($slug, 0, $max), '-');
    }
}
