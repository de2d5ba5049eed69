<?php

class Paginator
{
<<<<<<< left
    private int $perPage = 25;
||||||| base
    private int $perPage = 15;
=======
    private int $perPage = 50;
>>>>>>> right

    public function perPage(): int
    {
        return $this->perPage;
    }
}
