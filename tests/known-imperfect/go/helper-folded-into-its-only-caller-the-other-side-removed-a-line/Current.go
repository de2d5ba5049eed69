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
<<<<<<< left
	log.Printf("loading store from %s", path)
||||||| base
	return s.loadJSON(path)
}

func (s *Store) loadJSON(path string) error {
	log.Printf("loading store from %s", path)
=======
	return s.loadJSON(path)
}

func (s *Store) loadJSON(path string) error {
>>>>>>> right
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	return json.Unmarshal(data, &s.items)
}
