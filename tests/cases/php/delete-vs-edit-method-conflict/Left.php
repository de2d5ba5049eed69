<?php

class Cart
{
    private array $items = [];

    public function add(string $sku): void
    {
        $this->items[] = $sku;
    }
}
