<?php

class PriceFormatter
{
    public function format(float $cents): string
    {
        return number_format($cents / 100, 2);
    }
}
