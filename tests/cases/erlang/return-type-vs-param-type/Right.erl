-module(ids).
-export([parse/1]).

-spec parse(iodata()) -> integer().
parse(Bin) ->
    binary_to_integer(iolist_to_binary(Bin)).
