<?php

class ConnectionTest
{
<<<<<<< left
    public function setUpEverything()
    {
        $this->log(100);
        $this->log(101);
        $this->log(102);
        $this->log(103);
        $this->log(104);
        $this->log(105);
        $this->log(106);
        $this->log(107);
        $this->log(108);
        $this->log(109);
        $this->log(110);
        $this->log(111);
        $this->log(112);
        $this->log(113);
    }

||||||| base
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

=======
>>>>>>> right
    public function fromDsnWithOptions()
    {
        $this->log("options");
        $this->log("options are read");
        $this->assertEquals($this->expected(), connect('redis://localhost?ack=1', [], $mock));
        $this->assertEquals($this->expected(), connect('redis://localhost/queue&ack=1?serializer=2', [], $mock));
    }

    public function fromDsnWithTrailingSlash()
    {
        $this->log("trailing slash");
        $this->log("trailing slash is read");
        $this->assertEquals($this->expected(), connect('redis://localhost/?ack=1', [], $mock));
        $this->assertEquals($this->expected(), connect('redis://localhost/queue&ack=1?serializer=2', [], $mock));
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
