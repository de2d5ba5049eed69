class Days {
  def count(days: Long): Long = {
    days
  }

  def total(): Long = {
    0
  }
}

class Span {
  def count(days: Duration): Long = {
    days.toDays
  }
}
