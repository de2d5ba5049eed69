-module(shop_checkout).
-export([checkout/1]).

checkout(Cart) ->
    ok = validate(Cart),
<<<<<<< left
    ok = reserve_stock(Cart),
||||||| base
=======
    log_checkout(Cart),
>>>>>>> right
    Total = shop_cart:total(Cart),
    charge(Total).
