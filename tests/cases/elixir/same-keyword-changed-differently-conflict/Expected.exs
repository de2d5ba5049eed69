import Config

config :shop, Shop.Repo,
  database: "shop_dev",
<<<<<<< left
  pool_size: 20,
||||||| base
  pool_size: 10,
=======
  pool_size: 5,
>>>>>>> right
  show_sensitive_data_on_connection_error: true
