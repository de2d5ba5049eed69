package sender

func run(config *Config) {
	prepare()
	count := config.Count()
	send(count, "fast", 10)
	finish()
}
