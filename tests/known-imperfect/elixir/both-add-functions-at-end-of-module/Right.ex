defmodule Shop.Cart do
  @moduledoc "A shopping cart held in memory."

  def new, do: %{items: []}

  def add(cart, item) do
    %{cart | items: [item | cart.items]}
  end

  def empty?(cart), do: cart.items == []
end
