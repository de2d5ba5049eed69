-module(ids).
-export([parse/1]).

-spec parse(binary()) -> non_neg_integer().
parse(Bin) ->
    binary_to_integer(Bin).
