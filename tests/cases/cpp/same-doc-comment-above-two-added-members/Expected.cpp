/// Gets.
bool Client::get()
{
    return true;
}

/// Checks the client against a live server.
bool Client::dispatch()
{
    return call("dispatch");
}

/// Checks the client against a live server.
bool Client::persist()
{
    return call("persist");
}
