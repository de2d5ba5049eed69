void run(struct config *config)
{
	prepare();
	log_line("right was here");
	int count = config_count(config);
	send(count, "fast", 20);
	finish();
}
