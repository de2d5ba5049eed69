class ConnectionTests
{
<<<<<<< left
    void setUpEverything()
    {
        Log(100);
        Log(101);
        Log(102);
        Log(103);
        Log(104);
        Log(105);
        Log(106);
        Log(107);
        Log(108);
        Log(109);
        Log(110);
        Log(111);
        Log(112);
        Log(113);
    }

||||||| base
    void setUpEverything()
    {
        Log(0);
        Log(1);
        Log(2);
        Log(3);
        Log(4);
        Log(5);
        Log(6);
        Log(7);
        Log(8);
        Log(9);
        Log(10);
        Log(11);
        Log(12);
        Log(13);
    }

=======
>>>>>>> right
    void fromDsnWithOptions()
    {
        Log("options");
        Log("options are read");
        Assert.Equal(Expected(), Connect("redis://localhost?ack=1", options, mock));
        Assert.Equal(Expected(), Connect("redis://localhost/queue&ack=1?serializer=2", options, mock));
    }

    void fromDsnWithTrailingSlash()
    {
        Log("trailing slash");
        Log("trailing slash is read");
        Assert.Equal(Expected(), Connect("redis://localhost/?ack=1", options, mock));
        Assert.Equal(Expected(), Connect("redis://localhost/queue&ack=1?serializer=2", options, mock));
    }

    void keepsTheRest0()
    {
        Log(00);
        Log(01);
        Log(02);
        Log(03);
        Log(04);
        Log(05);
        Log(06);
        Log(07);
        Log(08);
        Log(09);
        Log(010);
        Log(011);
    }

    void keepsTheRest1()
    {
        Log(10);
        Log(11);
        Log(12);
        Log(13);
        Log(14);
        Log(15);
        Log(16);
        Log(17);
        Log(18);
        Log(19);
        Log(110);
        Log(111);
    }

    void keepsTheRest2()
    {
        Log(20);
        Log(21);
        Log(22);
        Log(23);
        Log(24);
        Log(25);
        Log(26);
        Log(27);
        Log(28);
        Log(29);
        Log(210);
        Log(211);
    }
}
