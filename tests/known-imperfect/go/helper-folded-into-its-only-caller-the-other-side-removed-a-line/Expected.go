package store

import (
	"encoding/json"
	"fmt"
	"os"
)

type Store struct {
	items map[string]Item
}

func (s *Store) Load(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	return json.Unmarshal(data, &s.items)
}
