class Days {
  def count(days: Duration): Long = {
    days
  }

<<<<<<< left
||||||| base
  def count(days: Long): Long = {
    days
  }

=======
  def count(days: Long): Long = {
    require(days >= 0, "negative")
    days
  }

>>>>>>> right
  def total(): Long = {
    1
  }
}

class Span {
  def count(days: Duration): Long = {
    days.toDays
  }
}
