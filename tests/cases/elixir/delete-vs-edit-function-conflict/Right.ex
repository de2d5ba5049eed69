defmodule Shop.Format do
  def money(cents), do: "$#{div(cents, 100)}.#{pad(rem(cents, 100))}"

  def legacy_money(cents) do
    :erlang.float_to_binary(cents / 100, decimals: 2)
  end

  defp pad(n), do: String.pad_leading(Integer.to_string(n), 2, "0")
end
