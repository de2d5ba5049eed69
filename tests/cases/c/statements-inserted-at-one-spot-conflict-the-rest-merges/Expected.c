void run(struct config *config)
{
	prepare();
<<<<<<< left
	log_line("left was here");
||||||| base
=======
	log_line("right was here");
>>>>>>> right
	int count = config_count(config);
	send(count, "slow", 20);
	finish();
}
