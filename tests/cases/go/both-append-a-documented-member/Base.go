package server

import "time"

// Options configure a Server.
type Options struct {
	// Addr is the address to listen on.
	Addr string
	// ReadTimeout bounds reading a request.
	ReadTimeout time.Duration
}
