class Days {
<<<<<<< left
    fun count(days: Duration): Long {
||||||| base
    fun count(days: Long): Long {
=======
    fun count(days: Long): Long {
        require(days >= 0) { "negative" }
>>>>>>> right
        return days
    }

    fun total(): Long {
        return 1
    }
}

class Span {
    fun count(days: Duration): Long {
        return days.inWholeDays
    }
}
