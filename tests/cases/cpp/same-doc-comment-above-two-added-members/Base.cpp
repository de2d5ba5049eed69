/// Gets.
bool Client::get()
{
    return true;
}
