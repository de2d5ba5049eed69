package server

func (s *Server) Start() error {
<<<<<<< left
||||||| base
	s.logStartup()
	return s.listen()
}

func (s *Server) logStartup() {
=======
	s.logStartup()
	return s.listen()
}

func (s *Server) Restart() error {
	s.logStartup()
	s.close()
	return s.listen()
}

func (s *Server) logStartup() {
>>>>>>> right
	s.logger.Info("starting", "addr", s.addr)
	return s.listen()
}
