package cache

import (
	"sync"
	"time"
)

type entry struct {
	value   []byte
	expires time.Time
}

type Cache struct {
	mu    sync.Mutex
	items map[string]entry
}

func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[key]
	if !ok || time.Now().After(e.expires) {
		return nil, false
	}
	return e.value, true
}

func (c *Cache) Set(key string, value []byte, ttl time.Duration) {
	c.mu.Lock()
	c.items[key] = entry{value: value, expires: time.Now().Add(ttl)}
	c.mu.Unlock()
}
