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
     * Whether the text is already a valid slug.
     */
    public static function isValid(string $slug): bool
    {
        return preg_match('/^[a-z0-9-]+$/', $slug) === 1;
    }

    /**
     * Cuts a slug to at most $max characters.
     */
    public static function truncate(string $slug, int $max): string
    {
        return rtrim(substr($slug, 0, $max), '-');
    }
}
