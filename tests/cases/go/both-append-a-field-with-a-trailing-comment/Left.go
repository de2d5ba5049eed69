package config

// Server holds what the daemon reads from its configuration file.
type Server struct {
	Address string        `toml:"address"` // host:port to listen on
	Timeout time.Duration `toml:"timeout"` // how long a request may take
	Workers int           `toml:"workers"` // size of the worker pool
	LogFile string        `toml:"log_file"` // where the access log goes
}

func (s *Server) Validate() error {
	if s.Workers <= 0 {
		return fmt.Errorf("workers must be positive, got %d", s.Workers)
	}
	return nil
}
