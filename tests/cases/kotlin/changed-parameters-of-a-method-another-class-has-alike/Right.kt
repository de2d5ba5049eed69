class Days {
    fun count(days: Long): Long {
        require(days >= 0) { "negative" }
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
