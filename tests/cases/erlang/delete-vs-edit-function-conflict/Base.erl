-module(shapes).
-export([area/1]).

area({square, S}) -> S * S;
area({circle, R}) -> math:pi() * R * R.

debug_area(Shape) ->
    io:format("~p~n", [area(Shape)]).
