int run(const struct config *cfg)
{
	if (cfg->verbose) {
		log_line("starting");
		log_line("verbose");
	}
	struct conn *conn = connect_to("redis://localhost/queue?serializer=2");
	return conn_ping(conn);
}
