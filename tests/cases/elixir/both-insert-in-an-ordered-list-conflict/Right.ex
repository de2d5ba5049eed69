defmodule ShopWeb.Router do
  use ShopWeb, :router

  pipeline :browser do
    plug :accepts, ["html"]
    plug :fetch_session
    plug :put_root_layout, html: {ShopWeb.Layouts, :root}
    plug :protect_from_forgery
  end
end
