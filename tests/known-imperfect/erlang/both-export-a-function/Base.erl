-module(counter).
-export([new/0, incr/1]).

new() -> 0.

incr(N) -> N + 1.
