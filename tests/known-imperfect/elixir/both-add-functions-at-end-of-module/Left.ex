defmodule Shop.Cart do
  @moduledoc "A shopping cart held in memory."

  def new, do: %{items: []}

  def add(cart, item) do
    %{cart | items: [item | cart.items]}
  end

  def count(cart), do: length(cart.items)
end
