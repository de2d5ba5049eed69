defmodule Shop.Cart do
  @moduledoc "A shopping cart held in memory."

  def new, do: %{items: []}

  def add(cart, item) do
    %{cart | items: [item | cart.items]}
  end

<<<<<<< left
  def count(cart), do: length(cart.items)
||||||| base
=======
  def empty?(cart), do: cart.items == []
>>>>>>> right
end
