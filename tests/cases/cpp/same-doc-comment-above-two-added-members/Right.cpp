/// Gets.
bool Client::get()
{
    return true;
}

/// Checks the client against a live server.
bool Client::persist()
{
    return call("persist");
}
