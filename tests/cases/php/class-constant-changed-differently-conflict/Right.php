<?php

namespace Acme\Cli;

final class Application
{
    public const NAME = 'acme';
    public const VERSION = '3.1.1-dev';

    public function banner(): string
    {
        return sprintf('%s %s', self::NAME, self::VERSION);
    }
}
