int run(const struct config *cfg)
{
<<<<<<< left
	if (cfg->verbose) {
		log_line("starting");
		log_line("verbose");
		log_line("more");
	}
||||||| base
	if (cfg->verbose) {
		log_line("starting");
		log_line("verbose");
	}
=======
>>>>>>> right
	struct conn *conn = connect_to("redis://localhost/queue?serializer=3", 1, 2);
	return conn_ping(conn);
}
