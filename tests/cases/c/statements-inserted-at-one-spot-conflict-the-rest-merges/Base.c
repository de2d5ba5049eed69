void run(struct config *config)
{
	prepare();
	int count = config_count(config);
	send(count, "fast", 10);
	finish();
}
