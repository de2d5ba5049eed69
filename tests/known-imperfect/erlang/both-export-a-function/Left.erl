-module(counter).
-export([new/0, incr/1, decr/1]).

new() -> 0.

incr(N) -> N + 1.

decr(N) when N > 0 -> N - 1.
