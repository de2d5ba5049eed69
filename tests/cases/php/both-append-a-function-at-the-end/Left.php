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

function plural(int $count, string $word): string
{
    return $count === 1 ? "1 $word" : "$count {$word}s";
}
