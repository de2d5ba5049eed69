<?php

class Greeter
{
    public function hello(string $name): string
    {
        return "Hello, $name!";
    }

    public function bye(string $name): string
    {
        return "Bye, $name";
    }
}
