package server

func (s *Server) Start() error {
	s.logger.Info("starting", "addr", s.addr)
	return s.listen()
}
