package server

func newServer(name string, url string) *Server {
	return &Server{
		name:    name,
		url:     url,
		retries: 3,
		peers:   make(map[string]*Peer),
		stats: &Stats{
			started: time.Now(),
			sendQueue: &Queue{
				back: -1,
				size: 64,
			},
			recvQueue: &Queue{
				back: -1,
				size: 64,
			},
		},
	}
}
