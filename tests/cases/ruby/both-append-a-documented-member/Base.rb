class Invoice
  attr_reader :lines

  def initialize(lines)
    @lines = lines
  end

  # The sum of all lines, before tax.
  def subtotal
    lines.sum(&:amount)
  end
end
