<?php

declare(strict_types=1);

namespace App\Support;

function money(int $cents): string
{
    return sprintf('%d.%02d', intdiv($cents, 100), $cents % 100);
}

function percent(float $ratio): string
{
    return round($ratio * 100) . '%';
}

function truncate(string $text, int $max): string
{
    return mb_strlen($text) <= $max ? $text : mb_substr($text, 0, $max - 1) . '…';
}
