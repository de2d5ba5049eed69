class Days {
  def count(days: Long): Long = {
    require(days >= 0, "negative")
    days
  }

  def total(): Long = {
    1
  }
}

class Span {
  def count(days: Duration): Long = {
    days.toDays
  }
}
