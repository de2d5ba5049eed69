<?php

namespace App\Models;

class Invoice
{
    private array $lines = [];

    public function addLine(string $label, int $cents): void
    {
        $this->lines[] = [$label, $cents];
    }

    public function isEmpty(): bool
    {
        return $this->lines === [];
    }
}
