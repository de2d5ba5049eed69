defmodule Shop.MixProject do
  use Mix.Project

  def project do
    [
      app: :shop,
      version: "0.3.0",
      elixir: "~> 1.15",
      deps: deps()
    ]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7"},
      {:ecto_sql, "~> 3.11"},
      {:jason, "~> 1.4"},
      # HTTP client for the payment gateway
      {:req, "~> 0.4"},
      # Static analysis, in CI only
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false}
    ]
  end
end
