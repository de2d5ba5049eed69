class Cart
  def initialize
    @items = []
  end

  def total
    @items.sum(&:price)
  end
end
