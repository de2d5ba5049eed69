package store

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
)

type Store struct {
	items map[string]Item
}

func (s *Store) Load(path string) error {
	log.Printf("loading store from %s", path)
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	return json.Unmarshal(data, &s.items)
}
