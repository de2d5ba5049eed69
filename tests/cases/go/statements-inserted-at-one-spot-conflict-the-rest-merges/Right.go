package sender

func run(config *Config) {
	prepare()
	log("right was here")
	count := config.Count()
	send(count, "fast", 20)
	finish()
}
