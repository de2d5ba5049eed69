-module(ids).
-export([parse/1]).

-spec parse(binary()) -> integer().
parse(Bin) ->
    binary_to_integer(Bin).
