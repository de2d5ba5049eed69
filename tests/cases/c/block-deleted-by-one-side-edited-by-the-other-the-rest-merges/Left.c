int run(const struct config *cfg)
{
	if (cfg->verbose) {
		log_line("starting");
		log_line("verbose");
		log_line("more");
	}
	struct conn *conn = connect_to("redis://localhost/queue?serializer=3");
	return conn_ping(conn);
}
