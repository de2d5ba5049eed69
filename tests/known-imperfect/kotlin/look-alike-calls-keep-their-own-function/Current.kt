class ConnectionTest {
<<<<<<< left
    fun setUpEverything() {
        log(100)
        log(101)
        log(102)
        log(103)
        log(104)
        log(105)
        log(106)
        log(107)
        log(108)
        log(109)
        log(110)
        log(111)
        log(112)
        log(113)
    }

||||||| base
    fun setUpEverything() {
        log(0)
        log(1)
        log(2)
        log(3)
        log(4)
        log(5)
        log(6)
        log(7)
        log(8)
        log(9)
        log(10)
        log(11)
        log(12)
        log(13)
    }

=======
>>>>>>> right
    fun fromDsnWithOptions() {
        log("options")
        log("options are read")
<<<<<<< left
        assertEquals(expected(), connect("redis://localhost?ack=1"))
        assertEquals(expected(), connect("redis://localhost/queue&ack=1?serializer=2"))
||||||| base
        assertEquals(expected(), connect("redis://localhost"))
        assertEquals(expected(), connect("redis://localhost/queue?serializer=2"))
=======
        assertEquals(expected(), connect("redis://localhost", options, mock))
        assertEquals(expected(), connect("redis://localhost/queue?serializer=2", options, mock))
>>>>>>> right
    }

    fun fromDsnWithTrailingSlash() {
        log("trailing slash")
        log("trailing slash is read")
<<<<<<< left
        assertEquals(expected(), connect("redis://localhost/?ack=1"))
        assertEquals(expected(), connect("redis://localhost/queue&ack=1?serializer=2"))
||||||| base
        assertEquals(expected(), connect("redis://localhost/"))
        assertEquals(expected(), connect("redis://localhost/queue?serializer=2"))
=======
        assertEquals(expected(), connect("redis://localhost/", options, mock))
        assertEquals(expected(), connect("redis://localhost/queue?serializer=2", options, mock))
>>>>>>> right
    }

    fun keepsTheRest0() {
        log(00)
        log(01)
        log(02)
        log(03)
        log(04)
        log(05)
        log(06)
        log(07)
        log(08)
        log(09)
        log(010)
        log(011)
    }

    fun keepsTheRest1() {
        log(10)
        log(11)
        log(12)
        log(13)
        log(14)
        log(15)
        log(16)
        log(17)
        log(18)
        log(19)
        log(110)
        log(111)
    }

    fun keepsTheRest2() {
        log(20)
        log(21)
        log(22)
        log(23)
        log(24)
        log(25)
        log(26)
        log(27)
        log(28)
        log(29)
        log(210)
        log(211)
    }
}
