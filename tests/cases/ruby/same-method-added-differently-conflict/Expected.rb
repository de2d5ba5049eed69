class Cart
  def initialize
    @items = []
  end

<<<<<<< left
  def total
    @items.sum(&:price)
  end
||||||| base
=======
  def total
    @items.map(&:price).reduce(0, :+)
  end
>>>>>>> right
end
