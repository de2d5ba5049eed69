class Cart
  def initialize
    @items = []
  end

  def size
    @items.size
  end
end
