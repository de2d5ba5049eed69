package runner

func run(cfg *Config) error {
	conn := connect("redis://localhost/queue?serializer=2", 1, 2)
	return conn.Ping()
}
