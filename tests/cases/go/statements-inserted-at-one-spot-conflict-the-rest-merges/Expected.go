package sender

func run(config *Config) {
	prepare()
<<<<<<< left
	log("left was here")
||||||| base
=======
	log("right was here")
>>>>>>> right
	count := config.Count()
	send(count, "slow", 20)
	finish()
}
