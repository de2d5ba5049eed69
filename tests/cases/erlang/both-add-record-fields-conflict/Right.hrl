-record(session, {
    id :: binary(),
    user :: binary(),
    started :: integer(),
    ip :: inet:ip_address()
}).
