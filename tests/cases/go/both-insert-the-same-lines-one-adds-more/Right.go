package users

import (
	"errors"
	"strings"
)

var (
	ErrTaken   = errors.New("email already registered")
	ErrInvalid = errors.New("not an email address")
)

type Directory struct {
	byEmail map[string]int64
	names   map[int64]string
	lastID  int64
}

func (d *Directory) Register(email, name string) (int64, error) {
	key := strings.ToLower(strings.TrimSpace(email))
	if _, ok := d.byEmail[key]; ok {
		return 0, ErrTaken
	}
	if !strings.Contains(key, "@") {
		return 0, ErrInvalid
	}
	d.lastID++
	d.byEmail[key] = d.lastID
	d.names[d.lastID] = name
	return d.lastID, nil
}
