defmodule ShopWeb.Router do
  use ShopWeb, :router

  pipeline :browser do
    plug :accepts, ["html"]
    plug :fetch_session
<<<<<<< left
    plug :fetch_live_flash
||||||| base
=======
    plug :put_root_layout, html: {ShopWeb.Layouts, :root}
>>>>>>> right
    plug :protect_from_forgery
  end
end
