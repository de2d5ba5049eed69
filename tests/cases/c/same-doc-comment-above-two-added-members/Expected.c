/* Gets. */
int client_get(void)
{
	return 1;
}

/* Checks the client against a live server. */
int client_dispatch(void)
{
	return call("dispatch");
}

/* Checks the client against a live server. */
int client_persist(void)
{
	return call("persist");
}
