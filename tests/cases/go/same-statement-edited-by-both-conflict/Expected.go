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
<<<<<<< left
	return filepath.Join(c.root, sanitize(key)+".cache")
||||||| base
	return filepath.Join(c.root, key+".bin")
=======
	return filepath.Join(c.root, "objects", key[:2], key[2:])
>>>>>>> right
}

func (c *DiskCache) Load(key string) ([]byte, error) {
	return os.ReadFile(c.entryPath(key))
}
