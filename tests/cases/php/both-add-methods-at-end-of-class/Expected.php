<?php

namespace App\Models;

class Invoice
{
    private array $lines = [];

    public function addLine(string $label, int $cents): void
    {
        $this->lines[] = [$label, $cents];
    }

    public function total(): int
    {
        return array_sum(array_column($this->lines, 1));
    }

    public function isEmpty(): bool
    {
        return $this->lines === [];
    }
}
