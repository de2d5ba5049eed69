-module(ids).
-export([parse/1]).

-spec parse(iodata()) -> non_neg_integer().
parse(Bin) ->
    binary_to_integer(iolist_to_binary(Bin)).
