import Config

config :shop, Shop.Repo,
  database: "shop_dev",
  pool_size: 20,
  show_sensitive_data_on_connection_error: true
