defmodule Shop.Format do
  def money(cents), do: "$#{div(cents, 100)}.#{pad(rem(cents, 100))}"

  def legacy_money(cents) do
    Float.to_string(cents / 100)
  end

  defp pad(n), do: String.pad_leading(Integer.to_string(n), 2, "0")
end
