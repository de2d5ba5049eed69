class Cart
  def initialize
    @items = []
  end

  def total
    @items.map(&:price).reduce(0, :+)
  end
end
