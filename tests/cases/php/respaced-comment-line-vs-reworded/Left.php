<?php

namespace App\Imports;

use RuntimeException;

class RowRejected extends RuntimeException
{
    /**
     * The row of the spreadsheet that could not be imported.
     *
     * @var int
     */
    public $row;

    /**
     * Create a new exception instance.
     *
     * @param  int  $row
     * @param  string  $reason
     * @param  \Exception|null  $previous
     * @return void
     */
    public function __construct($row, $reason, \Exception $previous = null)
    {
        parent::__construct("Row {$row}: {$reason}", 0, $previous);

        $this->row = $row;
    }

    /**
     * Get the row number as shown to the user.
     *
     * @return string
     */
    public function label()
    {
        return '#'.$this->row;
    }
}
