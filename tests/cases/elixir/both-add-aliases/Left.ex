defmodule ShopWeb.OrderController do
  use ShopWeb, :controller

  alias Shop.Orders
  alias Shop.Accounts
  alias Shop.Repo

  def index(conn, _params) do
    render(conn, :index, orders: Orders.list())
  end
end
