-module(poller).
-export([start/0]).

<<<<<<< left
-define(INTERVAL, 1000).
||||||| base
-define(INTERVAL, 5000).
=======
-define(INTERVAL, 30000).
>>>>>>> right

start() ->
    timer:send_interval(?INTERVAL, poll).
