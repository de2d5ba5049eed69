package runner

func run(cfg *Config) error {
	if cfg.Verbose {
		log("starting")
		log("verbose")
	}
	conn := connect("redis://localhost/queue?serializer=2")
	return conn.Ping()
}
