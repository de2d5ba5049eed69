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
