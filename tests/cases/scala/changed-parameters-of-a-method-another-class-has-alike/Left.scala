class Days {
  def count(days: Duration): Long = {
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
