/* Gets. */
int client_get(void)
{
	return 1;
}
