<?php

class Paginator
{
    private int $perPage = 15;

    public function perPage(): int
    {
        return $this->perPage;
    }
}
