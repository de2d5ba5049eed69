-module(poller).
-export([start/0]).

-define(INTERVAL, 1000).

start() ->
    timer:send_interval(?INTERVAL, poll).
