class Cart
  def initialize
    @items = []
  end

  def clear
    @items.clear
  end
end
