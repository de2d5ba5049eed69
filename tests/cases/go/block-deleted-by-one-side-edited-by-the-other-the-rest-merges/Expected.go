package runner

func run(cfg *Config) error {
<<<<<<< left
	if cfg.Verbose {
		log("starting")
		log("verbose")
		log("more")
	}
||||||| base
	if cfg.Verbose {
		log("starting")
		log("verbose")
	}
=======
>>>>>>> right
	conn := connect("redis://localhost/queue?serializer=3", 1, 2)
	return conn.Ping()
}
