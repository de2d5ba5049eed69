class Days {
    fun count(days: Duration): Long {
        return days
    }

    fun total(): Long {
        return 0
    }
}

class Span {
    fun count(days: Duration): Long {
        return days.inWholeDays
    }
}
