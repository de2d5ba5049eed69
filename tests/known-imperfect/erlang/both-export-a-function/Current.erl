-module(counter).
<<<<<<< left
-export([new/0, incr/1, decr/1]).
||||||| base
-export([new/0, incr/1, ]).
=======
-export([new/0, incr/1, reset/1]).
>>>>>>> right

new() -> 0.

incr(N) -> N + 1.

decr(N) when N > 0 -> N - 1.

reset(_N) -> 0.
