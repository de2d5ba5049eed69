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

func newClient(addr string) *Client {
	c := &Client{addr: addr}
	c.timeout = 5 * time.Second
	c.retries = 3
	c.logger = log.Default()
	return c
}

func (c *Client) Addr() string {
	return c.addr
}
