int run(const struct config *cfg)
{
	struct conn *conn = connect_to("redis://localhost/queue?serializer=2", 1, 2);
	return conn_ping(conn);
}
