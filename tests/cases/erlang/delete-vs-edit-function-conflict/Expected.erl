-module(shapes).
-export([area/1]).

area({square, S}) -> S * S;
area({circle, R}) -> math:pi() * R * R.
<<<<<<< left
||||||| base

debug_area(Shape) ->
    io:format("~p~n", [area(Shape)]).
=======

debug_area(Shape) ->
    logger:debug("area ~p", [area(Shape)]).
>>>>>>> right
