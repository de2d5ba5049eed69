class Cart
  def initialize
    @items = []
  end
end
