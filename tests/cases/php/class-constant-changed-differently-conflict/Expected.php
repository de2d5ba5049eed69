<?php

namespace Acme\Cli;

final class Application
{
    public const NAME = 'acme';
<<<<<<< left
    public const VERSION = '3.2.0-dev';
||||||| base
    public const VERSION = '3.1.0-dev';
=======
    public const VERSION = '3.1.1-dev';
>>>>>>> right

    public function banner(): string
    {
        return sprintf('%s %s', self::NAME, self::VERSION);
    }
}
