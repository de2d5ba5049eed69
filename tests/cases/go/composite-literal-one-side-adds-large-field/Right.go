package server

func newServer(name string, url string) *Server {
	return &Server{
		name:       name,
		url:        url,
		listenHost: hostOf(url),
		retries:    3,
	}
}
