<?php

class Cart
{
    private array $items = [];

    public function add(string $sku): void
    {
        $this->items[] = $sku;
    }
<<<<<<< left
||||||| base

    public function clear(): void
    {
        $this->items = [];
    }
=======

    public function clear(): void
    {
        $this->items = [];
        $this->events[] = "cleared";
    }
>>>>>>> right
}
