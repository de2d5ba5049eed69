defmodule Shop.Format do
  def money(cents), do: "$#{div(cents, 100)}.#{pad(rem(cents, 100))}"

<<<<<<< left
||||||| base
  def legacy_money(cents) do
    Float.to_string(cents / 100)
  end

=======
  def legacy_money(cents) do
    :erlang.float_to_binary(cents / 100, decimals: 2)
  end

>>>>>>> right
  defp pad(n), do: String.pad_leading(Integer.to_string(n), 2, "0")
end
