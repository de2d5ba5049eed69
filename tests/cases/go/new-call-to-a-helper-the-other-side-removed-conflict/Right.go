package server

func (s *Server) Start() error {
	s.logStartup()
	return s.listen()
}

func (s *Server) Restart() error {
	s.logStartup()
	s.close()
	return s.listen()
}

func (s *Server) logStartup() {
	s.logger.Info("starting", "addr", s.addr)
}
