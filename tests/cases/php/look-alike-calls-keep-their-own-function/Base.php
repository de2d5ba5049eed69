<?php

class ConnectionTest
{
    public function setUpEverything()
    {
        $this->log(0);
        $this->log(1);
        $this->log(2);
        $this->log(3);
        $this->log(4);
        $this->log(5);
        $this->log(6);
        $this->log(7);
        $this->log(8);
        $this->log(9);
        $this->log(10);
        $this->log(11);
        $this->log(12);
        $this->log(13);
    }

    public function fromDsnWithOptions()
    {
        $this->log("options");
        $this->log("options are read");
        $this->assertEquals($this->expected(), connect('redis://localhost'));
        $this->assertEquals($this->expected(), connect('redis://localhost/queue?serializer=2'));
    }

    public function fromDsnWithTrailingSlash()
    {
        $this->log("trailing slash");
        $this->log("trailing slash is read");
        $this->assertEquals($this->expected(), connect('redis://localhost/'));
        $this->assertEquals($this->expected(), connect('redis://localhost/queue?serializer=2'));
    }

    public function keepsTheRest0()
    {
        $this->log(00);
        $this->log(01);
        $this->log(02);
        $this->log(03);
        $this->log(04);
        $this->log(05);
        $this->log(06);
        $this->log(07);
        $this->log(08);
        $this->log(09);
        $this->log(010);
        $this->log(011);
    }

    public function keepsTheRest1()
    {
        $this->log(10);
        $this->log(11);
        $this->log(12);
        $this->log(13);
        $this->log(14);
        $this->log(15);
        $this->log(16);
        $this->log(17);
        $this->log(18);
        $this->log(19);
        $this->log(110);
        $this->log(111);
    }

    public function keepsTheRest2()
    {
        $this->log(20);
        $this->log(21);
        $this->log(22);
        $this->log(23);
        $this->log(24);
        $this->log(25);
        $this->log(26);
        $this->log(27);
        $this->log(28);
        $this->log(29);
        $this->log(210);
        $this->log(211);
    }
}
