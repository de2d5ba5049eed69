-module(shop_checkout).
-export([checkout/1]).

checkout(Cart) ->
    ok = validate(Cart),
    log_checkout(Cart),
    Total = shop_cart:total(Cart),
    charge(Total).
