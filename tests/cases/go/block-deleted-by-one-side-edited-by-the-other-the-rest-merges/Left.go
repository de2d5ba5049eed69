package runner

func run(cfg *Config) error {
	if cfg.Verbose {
		log("starting")
		log("verbose")
		log("more")
	}
	conn := connect("redis://localhost/queue?serializer=3")
	return conn.Ping()
}
