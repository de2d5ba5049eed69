-record(session, {
    id :: binary(),
    user :: binary(),
    started :: integer()
}).
