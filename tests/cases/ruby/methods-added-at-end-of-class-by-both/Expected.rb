class Cart
  def initialize
    @items = []
  end

  def clear
    @items.clear
  end

  def size
    @items.size
  end
end
