class Invoice
  attr_reader :lines

  def initialize(lines)
    @lines = lines
  end

  # The sum of all lines, before tax.
  def subtotal
    lines.sum(&:amount)
  end

  # Tax at the given rate, rounded to cents.
  def tax(rate)
    (subtotal * rate).round(2)
  end
end
