<?php

class Paginator
{
    private int $perPage = 25;

    public function perPage(): int
    {
        return $this->perPage;
    }
}
