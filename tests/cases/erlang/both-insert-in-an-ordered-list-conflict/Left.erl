-module(shop_checkout).
-export([checkout/1]).

checkout(Cart) ->
    ok = validate(Cart),
    ok = reserve_stock(Cart),
    Total = shop_cart:total(Cart),
    charge(Total).
