-record(session, {
    id :: binary(),
    user :: binary(),
<<<<<<< left
    started :: integer(),
    expires :: integer()
||||||| base
    started :: integer()
=======
    started :: integer(),
    ip :: inet:ip_address()
>>>>>>> right
}).
