-module(poller).
-export([start/0]).

-define(INTERVAL, 30000).

start() ->
    timer:send_interval(?INTERVAL, poll).
