package cache

import (
	"log"
	"time"
)

type Client struct {
	addr    string
	timeout time.Duration
	retries int
	logger  *log.Logger
}

type Option func(*Client)

func WithTimeout(d time.Duration) Option {
	return func(c *Client) { c.timeout = d }
}

func NewClient(addr string, opts ...Option) *Client {
	c := &Client{addr: addr}
	c.timeout = 5 * time.Second
	c.retries = 3
	c.logger = log.Default()
	for _, opt := range opts {
		opt(c)
	}
	c.logger.Printf("cache client for %s", addr)
	return c
}

func (c *Client) Addr() string {
	return c.addr
}
