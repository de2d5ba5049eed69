package sender

func run(config *Config) {
	prepare()
	log("left was here")
	count := config.Count()
	send(count, "slow", 10)
	finish()
}
