-module(shop_cart).
-export([new/0, add/3, total/1, remove/2]).

new() -> #{}.

add(Sku, Qty, Cart) ->
    maps:update_with(Sku, fun(Q) -> Q + Qty end, Qty, Cart).

total(Cart) ->
    lists:sum(maps:values(Cart)).

remove(Sku, Cart) ->
    maps:remove(Sku, Cart).
