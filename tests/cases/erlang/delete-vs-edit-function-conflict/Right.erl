-module(shapes).
-export([area/1]).

area({square, S}) -> S * S;
area({circle, R}) -> math:pi() * R * R.

debug_area(Shape) ->
    logger:debug("area ~p", [area(Shape)]).
