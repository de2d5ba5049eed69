void run(struct config *config)
{
	prepare();
	log_line("left was here");
	int count = config_count(config);
	send(count, "slow", 10);
	finish();
}
