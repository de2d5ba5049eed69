<?php

class Paginator
{
    private int $perPage = 50;

    public function perPage(): int
    {
        return $this->perPage;
    }
}
