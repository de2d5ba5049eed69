package cache

import (
	"os"
	"path/filepath"
)

type DiskCache struct {
	root string
}

func Open(root string) (*DiskCache, error) {
	if err := os.MkdirAll(root, 0o755); err != nil {
		return nil, err
	}
	return &DiskCache{root: root}, nil
}

func (c *DiskCache) entryPath(key string) string {
	return filepath.Join(c.root, key+".bin")
}

func (c *DiskCache) Load(key string) ([]byte, error) {
	return os.ReadFile(c.entryPath(key))
}
